ALTER TABLE "media" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Images older than this were last saved when they were uploaded, as far as anyone can tell.
UPDATE "media" SET "updated_at" = "created_at";--> statement-breakpoint
-- One description per image (decision 051): a post's own alt text for its featured image becomes the image's
-- description in the library where the library had none; where both had one, the library's is kept (the post's
-- stays readable in its saved versions). Of several posts showing one image, the last saved one's words are taken.
UPDATE "media" SET "alt" = "posts"."alt", "updated_at" = "posts"."updated_at"
FROM (
  SELECT DISTINCT ON ("featured_image") "featured_image", btrim("featured_image_alt") AS "alt", "updated_at"
  FROM "blogs"
  WHERE "featured_image" IS NOT NULL AND btrim(coalesce("featured_image_alt", '')) <> ''
  ORDER BY "featured_image", "updated_at" DESC
) AS "posts"
WHERE "media"."name" = "posts"."featured_image" AND btrim(coalesce("media"."alt", '')) = '';--> statement-breakpoint
ALTER TABLE "blogs" DROP COLUMN "featured_image_alt";--> statement-breakpoint
-- Who saved an image as it now is (issue 25): the writer `write()` names (kestrel.actor), on a save that changes
-- something; an upload names its uploader itself. Named to run before "media_version" (triggers run by name), so
-- that the version check sees the whole change.
CREATE FUNCTION "media_saved_by"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('kestrel.actor', true), '')::uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.updated_by := coalesce(actor, NEW.updated_by);
    RETURN NEW;
  END IF;
  IF (to_jsonb(NEW) - 'updated_at' - 'updated_by' - 'version') IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at' - 'updated_by' - 'version') THEN
    NEW.updated_by := actor;
    NEW.updated_at := now();
  ELSE
    NEW.updated_by := OLD.updated_by;
    NEW.updated_at := OLD.updated_at;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "media_saved_by" BEFORE INSERT OR UPDATE ON "media" FOR EACH ROW EXECUTE FUNCTION media_saved_by();
