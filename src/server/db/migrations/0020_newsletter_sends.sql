CREATE TYPE "public"."delivery_status" AS ENUM('pending', 'sending', 'sent', 'failed', 'skipped');--> statement-breakpoint
CREATE TYPE "public"."newsletter_send_status" AS ENUM('sending', 'sent');--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"blog_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"status" "delivery_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "newsletter_deliveries_blog_id_subscriber_id_pk" PRIMARY KEY("blog_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_sender" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"holder" text,
	"lease_until" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"resume_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_sends" (
	"blog_id" uuid PRIMARY KEY NOT NULL,
	"status" "newsletter_send_status" DEFAULT 'sending' NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "email_subscribers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_blog_id_newsletter_sends_blog_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."newsletter_sends"("blog_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_due_idx" ON "newsletter_deliveries" USING btree ("status","next_try_at");--> statement-breakpoint
ALTER TABLE "newsletter_sender" ADD CONSTRAINT "newsletter_sender_one_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "newsletter_sender" ("id") VALUES (1);
