-- array_to_string is only stable (it could call a type's output function); for text[] it is immutable in fact,
-- and a generated column needs that said.
CREATE FUNCTION "blog_tags_text"(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', excerpt), 'B') || setweight(to_tsvector('english', blog_tags_text(tags)), 'B') || setweight(to_tsvector('english', regexp_replace(content, '<[^>]+>', ' ', 'g')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "blogs_search_idx" ON "blogs" USING gin ("search");