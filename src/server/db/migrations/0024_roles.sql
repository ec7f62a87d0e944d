ALTER TYPE "public"."blog_status" ADD VALUE 'review';--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'contributor' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "role" text DEFAULT 'contributor' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "writer_id" uuid;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_writer_id_admins_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_one_owner_key" ON "admins" USING btree ("role") WHERE role = 'owner';--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_check" CHECK (role in ('owner', 'administrator', 'editor', 'author', 'contributor'));--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_role_check" CHECK (role in ('administrator', 'editor', 'author', 'contributor'));--> statement-breakpoint
-- Before roles every member of staff could do everything: the first becomes the owner, the others
-- administrators, and invitations still open give what they would have given, an administrator's rights.
UPDATE "admins" SET "role" = 'administrator';--> statement-breakpoint
UPDATE "admins" SET "role" = 'owner' WHERE "id" = (SELECT "id" FROM "admins" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
UPDATE "staff_invitations" SET "role" = 'administrator';
