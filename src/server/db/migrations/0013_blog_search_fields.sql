ALTER TABLE "blogs" ADD COLUMN "meta_title" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "featured_image_alt" text;