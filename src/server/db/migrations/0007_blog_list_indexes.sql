DROP INDEX "blogs_status_created_idx";--> statement-breakpoint
DROP INDEX "blogs_category_created_idx";--> statement-breakpoint
DROP INDEX "blogs_created_idx";--> statement-breakpoint
CREATE INDEX "blogs_status_created_id_idx" ON "blogs" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blogs_category_status_created_id_idx" ON "blogs" USING btree ("category","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blogs_created_id_idx" ON "blogs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);