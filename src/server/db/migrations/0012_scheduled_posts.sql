ALTER TYPE "public"."blog_status" ADD VALUE 'scheduled';--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "publish_at" timestamp with time zone;