CREATE TABLE "post_counts" (
	"status" "blog_status" NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "post_counts_status_facet_value_pk" PRIMARY KEY("status","facet","value")
);
--> statement-breakpoint
-- Kept by the statement rather than by the row (decision 059): a statement's changes are added up first, so that
-- an insert of 100,000 posts makes one change of each count, and the counts are changed in one order (their key's),
-- so that two saves at the same moment wait for each other rather than deadlock. A save that changes none of status,
-- category and tags adds and takes away the same: nothing is written.
CREATE FUNCTION "count_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT status, category, tags, 1 AS n FROM new_posts'
    WHEN 'DELETE' THEN 'SELECT status, category, tags, -1 AS n FROM old_posts'
    ELSE 'SELECT status, category, tags, 1 AS n FROM new_posts UNION ALL SELECT status, category, tags, -1 FROM old_posts'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO post_counts AS kept (status, facet, value, n)
    SELECT status, facet, value, sum(n) FROM (
      SELECT status, 'all' AS facet, '' AS value, n FROM (%1$s) AS c
      UNION ALL SELECT status, 'category', category, n FROM (%1$s) AS c
      UNION ALL SELECT c.status, 'tag', t.tag, c.n FROM (%1$s) AS c, LATERAL (SELECT DISTINCT unnest(c.tags) AS tag) AS t
    ) AS facets
    GROUP BY status, facet, value
    HAVING sum(n) <> 0
    ORDER BY status, facet, value
    ON CONFLICT (status, facet, value) DO UPDATE SET n = kept.n + excluded.n
  $sql$, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blogs_counted_insert" AFTER INSERT ON "blogs" REFERENCING NEW TABLE AS new_posts FOR EACH STATEMENT EXECUTE FUNCTION count_posts();--> statement-breakpoint
CREATE TRIGGER "blogs_counted_update" AFTER UPDATE ON "blogs" REFERENCING OLD TABLE AS old_posts NEW TABLE AS new_posts FOR EACH STATEMENT EXECUTE FUNCTION count_posts();--> statement-breakpoint
CREATE TRIGGER "blogs_counted_delete" AFTER DELETE ON "blogs" REFERENCING OLD TABLE AS old_posts FOR EACH STATEMENT EXECUTE FUNCTION count_posts();--> statement-breakpoint
CREATE FUNCTION "forget_post_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM post_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blogs_counted_truncate" AFTER TRUNCATE ON "blogs" FOR EACH STATEMENT EXECUTE FUNCTION forget_post_counts();--> statement-breakpoint
-- The posts there are now.
INSERT INTO post_counts (status, facet, value, n)
SELECT status, facet, value, count(*) FROM (
  SELECT status, 'all' AS facet, '' AS value FROM blogs
  UNION ALL SELECT status, 'category', category FROM blogs
  UNION ALL SELECT b.status, 'tag', t.tag FROM blogs AS b, LATERAL (SELECT DISTINCT unnest(b.tags) AS tag) AS t
) AS facets
GROUP BY status, facet, value;
