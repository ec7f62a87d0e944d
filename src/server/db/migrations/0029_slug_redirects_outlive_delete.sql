ALTER TABLE "blog_slug_redirects" DROP CONSTRAINT "blog_slug_redirects_blog_id_blogs_id_fk";
