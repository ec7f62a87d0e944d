CREATE TABLE "blog_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"blog_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_slug_redirects" ADD CONSTRAINT "blog_slug_redirects_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_slug_redirects_blog_idx" ON "blog_slug_redirects" USING btree ("blog_id");--> statement-breakpoint
-- A post's old address keeps leading to it: when its slug changes, the old one becomes a redirect to the post;
-- a slug a post (new or changed) takes is no longer a redirect.
CREATE FUNCTION "blog_slug_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.slug IS DISTINCT FROM NEW.slug THEN
    INSERT INTO blog_slug_redirects (slug, blog_id) VALUES (OLD.slug, NEW.id)
      ON CONFLICT (slug) DO UPDATE SET blog_id = excluded.blog_id, created_at = now();
  END IF;
  DELETE FROM blog_slug_redirects WHERE slug = NEW.slug;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "blogs_slug_moved" AFTER INSERT OR UPDATE OF slug ON "blogs" FOR EACH ROW EXECUTE FUNCTION blog_slug_moved();
