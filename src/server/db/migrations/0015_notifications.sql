ALTER TABLE "admins" ADD COLUMN "notify_contact" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "notifications_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
-- Messages received before this release were seen in the list already: only new ones arrive unread.
UPDATE "contact_submissions" SET "read_at" = "created_at";
