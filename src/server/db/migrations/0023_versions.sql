ALTER TABLE "about_us" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_values" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_info" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "growth_steps" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_policies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_policies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- Versions (issue 25): a save that changes a content record makes its version one more, and a write that names the
-- version it last saw (the transaction-local setting `kestrel.expected`, '<record id or *>:<version>', set by the app's
-- write helper from the request's If-Match or `version`) fails when the record is no longer at that version. The
-- check runs under the row's lock, so of two saves of one version, the second sees the first's and fails.
CREATE FUNCTION "check_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  expected text := nullif(current_setting('kestrel.expected', true), '');
BEGIN
  -- '*' names the one record a write of a single document changes (a route without an id).
  IF expected IS NOT NULL AND split_part(expected, ':', 1) IN (OLD.id::text, '*')
      AND split_part(expected, ':', 2)::integer <> OLD.version THEN
    RAISE EXCEPTION 'stale version' USING ERRCODE = 'KV409', DETAIL = TG_TABLE_NAME || ':' || OLD.id::text;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  NEW.version := OLD.version;
  IF (to_jsonb(NEW) - 'updated_at' - 'search') IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at' - 'search') THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "about_us_version" BEFORE UPDATE OR DELETE ON "about_us" FOR EACH ROW EXECUTE FUNCTION check_version();
--> statement-breakpoint
CREATE TRIGGER "achievements_version" BEFORE UPDATE OR DELETE ON "achievements" FOR EACH ROW EXECUTE FUNCTION check_version();
--> statement-breakpoint
CREATE TRIGGER "blogs_version" BEFORE UPDATE OR DELETE ON "blogs" FOR EACH ROW EXECUTE FUNCTION check_version();
--> statement-breakpoint
CREATE TRIGGER "company_values_version" BEFORE UPDATE OR DELETE ON "company_values" FOR EACH ROW EXECUTE FUNCTION check_version();
--> statement-breakpoint
CREATE TRIGGER "contact_info_version" BEFORE UPDATE OR DELETE ON "contact_info" FOR EACH ROW EXECUTE FUNCTION check_version();
--> statement-breakpoint
CREATE TRIGGER "growth_steps_version" BEFORE UPDATE OR DELETE ON "growth_steps" FOR EACH ROW EXECUTE FUNCTION check_version();
--> statement-breakpoint
CREATE TRIGGER "privacy_policies_version" BEFORE UPDATE OR DELETE ON "privacy_policies" FOR EACH ROW EXECUTE FUNCTION check_version();
--> statement-breakpoint
CREATE TRIGGER "products_version" BEFORE UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION check_version();
--> statement-breakpoint
CREATE TRIGGER "refund_policies_version" BEFORE UPDATE OR DELETE ON "refund_policies" FOR EACH ROW EXECUTE FUNCTION check_version();
--> statement-breakpoint
CREATE TRIGGER "services_version" BEFORE UPDATE OR DELETE ON "services" FOR EACH ROW EXECUTE FUNCTION check_version();
--> statement-breakpoint
CREATE TRIGGER "stats_version" BEFORE UPDATE OR DELETE ON "stats" FOR EACH ROW EXECUTE FUNCTION check_version();
--> statement-breakpoint
CREATE TRIGGER "team_members_version" BEFORE UPDATE OR DELETE ON "team_members" FOR EACH ROW EXECUTE FUNCTION check_version();
--> statement-breakpoint
CREATE TRIGGER "terms_version" BEFORE UPDATE OR DELETE ON "terms" FOR EACH ROW EXECUTE FUNCTION check_version();
--> statement-breakpoint
-- A revision keeps the version it made; a save that changed nothing but its version is still no new revision.
CREATE OR REPLACE FUNCTION "record_history"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  actor uuid := nullif(current_setting('kestrel.actor', true), '')::uuid;
  act text := nullif(current_setting('kestrel.action', true), '');
  who_email text;
  who_name text;
  new_data jsonb;
  old_data jsonb;
  changed text[] := '{}';
BEGIN
  IF actor IS NOT NULL THEN
    SELECT email, name INTO who_email, who_name FROM admins WHERE id = actor;
  END IF;
  IF TG_OP = 'DELETE' THEN
    old_data := to_jsonb(OLD) - 'search';
    INSERT INTO trash (type, record_id, title, data, admin_id, admin_email, admin_name)
      VALUES (kind, OLD.id, record_title(old_data), old_data, actor, who_email, who_name)
      ON CONFLICT (type, record_id) DO UPDATE SET title = excluded.title, data = excluded.data,
        admin_id = excluded.admin_id, admin_email = excluded.admin_email, admin_name = excluded.admin_name,
        deleted_at = now();
    IF actor IS NOT NULL OR act IS NOT NULL THEN
      INSERT INTO activity (admin_id, admin_email, admin_name, action, type, record_id, title)
        VALUES (actor, who_email, who_name, coalesce(act, 'delete'), kind, OLD.id, record_title(old_data));
    END IF;
    RETURN OLD;
  END IF;
  new_data := to_jsonb(NEW) - 'search';
  IF TG_OP = 'UPDATE' THEN
    old_data := to_jsonb(OLD) - 'search';
    SELECT coalesce(array_agg(n.key ORDER BY n.key), '{}') INTO changed
      FROM jsonb_each(new_data) n
      WHERE n.key NOT IN ('updated_at', 'created_at', 'version') AND n.value IS DISTINCT FROM old_data->n.key;
    -- A save that changed nothing is no new version.
    IF cardinality(changed) = 0 THEN
      RETURN NEW;
    END IF;
  END IF;
  INSERT INTO revisions (type, record_id, action, data, admin_id, admin_email, admin_name)
    VALUES (kind, NEW.id, coalesce(act, CASE TG_OP WHEN 'INSERT' THEN 'create' ELSE 'update' END), new_data,
      actor, who_email, who_name);
  IF actor IS NOT NULL OR act IS NOT NULL THEN
    INSERT INTO activity (admin_id, admin_email, admin_name, action, type, record_id, title, fields)
      VALUES (actor, who_email, who_name, coalesce(act, CASE TG_OP WHEN 'INSERT' THEN 'create' ELSE 'update' END),
        kind, NEW.id, record_title(new_data), changed);
  END IF;
  RETURN NEW;
END
$$;
