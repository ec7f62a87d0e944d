-- A site that saved one of these documents twice at once before has two rows, of which pages showed the oldest:
-- that one stays, the others go (their words are in the history), so that the one-row index can be made.
DELETE FROM "company_values" WHERE "id" NOT IN (SELECT "id" FROM "company_values" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
DELETE FROM "terms" WHERE "id" NOT IN (SELECT "id" FROM "terms" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
DELETE FROM "refund_policies" WHERE "id" NOT IN (SELECT "id" FROM "refund_policies" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
DELETE FROM "privacy_policies" WHERE "id" NOT IN (SELECT "id" FROM "privacy_policies" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
DROP INDEX "contact_submissions_created_idx";--> statement-breakpoint
CREATE INDEX "blogs_writer_status_created_id_idx" ON "blogs" USING btree ("writer_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "company_values_one_row" ON "company_values" USING btree ((true));--> statement-breakpoint
CREATE INDEX "contact_submissions_created_id_idx" ON "contact_submissions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_policies_one_row" ON "privacy_policies" USING btree ((true));--> statement-breakpoint
CREATE UNIQUE INDEX "refund_policies_one_row" ON "refund_policies" USING btree ((true));--> statement-breakpoint
CREATE UNIQUE INDEX "terms_one_row" ON "terms" USING btree ((true));--> statement-breakpoint
CREATE INDEX "subscribers_confirm_sent_idx" ON "subscribers" USING btree ("confirm_sent_at") WHERE "subscribers"."confirm_sent_at" is not null;