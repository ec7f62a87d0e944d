-- Before this migration a second create could add a record that no page showed (the oldest is shown): drop those.
DELETE FROM "about_us" WHERE "id" NOT IN (SELECT "id" FROM "about_us" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
DELETE FROM "contact_info" WHERE "id" NOT IN (SELECT "id" FROM "contact_info" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
DELETE FROM "stats" WHERE "id" NOT IN (SELECT "id" FROM "stats" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "about_us_one_row" ON "about_us" USING btree ((true));--> statement-breakpoint
CREATE UNIQUE INDEX "contact_info_one_row" ON "contact_info" USING btree ((true));--> statement-breakpoint
CREATE UNIQUE INDEX "stats_one_row" ON "stats" USING btree ((true));
