ALTER TABLE "blogs" ADD COLUMN "custom_excerpt" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "social_image" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "social_image_width" integer;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "social_image_height" integer;--> statement-breakpoint
-- Posts saved before this summary had their first 90 characters, headings included, as their excerpt. They get
-- the summary a save now makes (src/shared/text.ts summaryOf: first paragraph, at most 155 characters, ending
-- with a sentence or after a whole word), without a new version in their history: nobody edited them.
ALTER TABLE "blogs" DISABLE TRIGGER "blogs_history";--> statement-breakpoint
WITH body AS (
  SELECT id, regexp_replace(content, '<h[1-6][^>]*?>.*?</h[1-6]>', ' ', 'gi') AS html FROM blogs
), para AS (
  SELECT id, coalesce((regexp_match(html, '<p(?:>|\s[^>]*?>)(.*?)</p>', 'i'))[1], html) AS html FROM body
), plain AS (
  SELECT id, btrim(regexp_replace(replace(replace(replace(replace(replace(replace(replace(
    regexp_replace(
      regexp_replace(html, '</?(a|abbr|b|cite|code|em|i|kbd|mark|q|s|small|span|strike|strong|sub|sup|u)(\s[^>]*)?>', '', 'gi'),
      '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&apos;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g')) AS text
  FROM para
), cut AS (
  SELECT id, text,
    (regexp_match(left(text, 156), '^(.{78,}[.!?]) '))[1] AS sentence,
    CASE WHEN substr(text, 156, 1) = ' ' THEN left(text, 155) ELSE regexp_replace(left(text, 155), '\s+\S*$', '') END AS whole
  FROM plain
)
UPDATE "blogs" SET "excerpt" = CASE
    WHEN length(cut.text) <= 155 THEN cut.text
    WHEN cut.sentence IS NOT NULL THEN cut.sentence
    ELSE coalesce(nullif(regexp_replace(cut.whole, '[\s,;:.–—-]+$', ''), ''), rtrim(left(cut.text, 155))) || '…'
  END
  FROM cut WHERE "blogs"."id" = cut.id AND "blogs"."custom_excerpt" IS NULL;--> statement-breakpoint
ALTER TABLE "blogs" ENABLE TRIGGER "blogs_history";
