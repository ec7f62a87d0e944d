ALTER TABLE "media" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- An image's description is saved with the version it was read at, as every content record is (migration 0023).
CREATE TRIGGER "media_version" BEFORE UPDATE OR DELETE ON "media" FOR EACH ROW EXECUTE FUNCTION check_version();
