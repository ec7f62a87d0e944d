CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"file_name" text,
	"alt" text,
	"decorative" boolean DEFAULT false NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Every image stored before the library: shown by a record, in a post's text, or by a saved or deleted version.
-- Sizes of those without one are measured by the app when the library first lists them.
INSERT INTO "media" ("name", "width", "height", "created_at")
SELECT "name", max("width"), max("height"), min("at") FROM (
	SELECT "image" AS "name", "image_width" AS "width", "image_height" AS "height", "created_at" AS "at" FROM "services"
	UNION ALL SELECT "image", "image_width", "image_height", "created_at" FROM "products"
	UNION ALL SELECT "image", "image_width", "image_height", "created_at" FROM "team_members"
	UNION ALL SELECT "image", "image_width", "image_height", "created_at" FROM "growth_steps"
	UNION ALL SELECT "featured_image", "image_width", "image_height", "created_at" FROM "blogs"
	UNION ALL SELECT "social_image", "social_image_width", "social_image_height", "created_at" FROM "blogs"
	UNION ALL SELECT m[1], NULL, NULL, "created_at" FROM "blogs", regexp_matches("content", 'src="/uploads/(text-[a-z0-9-]+\.webp)"', 'g') AS m
	UNION ALL SELECT "data"->>k, NULL, NULL, "created_at" FROM "revisions", unnest(ARRAY['image', 'featured_image', 'social_image']) AS k
	UNION ALL SELECT m[1], NULL, NULL, "created_at" FROM "revisions", regexp_matches("data"::text, '/uploads/(text-[a-z0-9-]+\.webp)', 'g') AS m
	UNION ALL SELECT "data"->>k, NULL, NULL, "deleted_at" FROM "trash", unnest(ARRAY['image', 'featured_image', 'social_image']) AS k
	UNION ALL SELECT m[1], NULL, NULL, "deleted_at" FROM "trash", regexp_matches("data"::text, '/uploads/(text-[a-z0-9-]+\.webp)', 'g') AS m
) AS "found"
WHERE "name" ~ '^[a-z0-9][a-z0-9-]*\.webp$'
GROUP BY "name";--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_featured_image_media_name_fk" FOREIGN KEY ("featured_image") REFERENCES "public"."media"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_social_image_media_name_fk" FOREIGN KEY ("social_image") REFERENCES "public"."media"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "growth_steps" ADD CONSTRAINT "growth_steps_image_media_name_fk" FOREIGN KEY ("image") REFERENCES "public"."media"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_media_name_fk" FOREIGN KEY ("image") REFERENCES "public"."media"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_image_media_name_fk" FOREIGN KEY ("image") REFERENCES "public"."media"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_image_media_name_fk" FOREIGN KEY ("image") REFERENCES "public"."media"("name") ON DELETE restrict ON UPDATE cascade;