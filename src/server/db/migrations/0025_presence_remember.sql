CREATE TABLE "editing_presence" (
	"admin_id" uuid NOT NULL,
	"type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editing_presence_admin_id_type_record_id_pk" PRIMARY KEY("admin_id","type","record_id")
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "remember" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "editing_presence" ADD CONSTRAINT "editing_presence_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editing_presence_record_idx" ON "editing_presence" USING btree ("type","record_id");