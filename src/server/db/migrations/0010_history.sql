CREATE TABLE "activity" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" uuid,
	"admin_email" text,
	"admin_name" text,
	"action" text NOT NULL,
	"type" text NOT NULL,
	"record_id" uuid,
	"title" text DEFAULT '' NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "revisions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"action" text NOT NULL,
	"data" jsonb NOT NULL,
	"admin_id" uuid,
	"admin_email" text,
	"admin_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trash" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	"admin_id" uuid,
	"admin_email" text,
	"admin_name" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_admin_idx" ON "activity" USING btree ("admin_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_type_idx" ON "activity" USING btree ("type","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "revisions_record_idx" ON "revisions" USING btree ("type","record_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "trash_record_key" ON "trash" USING btree ("type","record_id");--> statement-breakpoint
CREATE INDEX "trash_deleted_idx" ON "trash" USING btree ("deleted_at");--> statement-breakpoint
-- What a record is called in lists of revisions, deleted records and activity.
CREATE FUNCTION "record_title"("data" jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    nullif(data->>'title', ''),
    nullif(data->>'name', ''),
    nullif(data->>'headline', ''),
    nullif(trim(coalesce(data->>'first_name', '') || ' ' || coalesce(data->>'last_name', '')), ''),
    nullif(data->>'email', ''),
    ''
  )
$$;
--> statement-breakpoint
-- The one place where history is written: after every insert, update and delete of a content table, in the
-- transaction of that write. The administrator and the kind of write come from transaction-local settings
-- (`kestrel.actor`, `kestrel.action`) that the app's write helper sets (src/server/content/write.ts).
CREATE FUNCTION "record_history"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      WHERE n.key NOT IN ('updated_at', 'created_at') AND n.value IS DISTINCT FROM old_data->n.key;
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
--> statement-breakpoint
CREATE TRIGGER "blogs_history" AFTER INSERT OR UPDATE OR DELETE ON "blogs" FOR EACH ROW EXECUTE FUNCTION record_history('blog');
--> statement-breakpoint
CREATE TRIGGER "services_history" AFTER INSERT OR UPDATE OR DELETE ON "services" FOR EACH ROW EXECUTE FUNCTION record_history('service');
--> statement-breakpoint
CREATE TRIGGER "products_history" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION record_history('product');
--> statement-breakpoint
CREATE TRIGGER "team_members_history" AFTER INSERT OR UPDATE OR DELETE ON "team_members" FOR EACH ROW EXECUTE FUNCTION record_history('team');
--> statement-breakpoint
CREATE TRIGGER "growth_steps_history" AFTER INSERT OR UPDATE OR DELETE ON "growth_steps" FOR EACH ROW EXECUTE FUNCTION record_history('growthsteps');
--> statement-breakpoint
CREATE TRIGGER "stats_history" AFTER INSERT OR UPDATE OR DELETE ON "stats" FOR EACH ROW EXECUTE FUNCTION record_history('stats');
--> statement-breakpoint
CREATE TRIGGER "about_us_history" AFTER INSERT OR UPDATE OR DELETE ON "about_us" FOR EACH ROW EXECUTE FUNCTION record_history('aboutus');
--> statement-breakpoint
CREATE TRIGGER "achievements_history" AFTER INSERT OR UPDATE OR DELETE ON "achievements" FOR EACH ROW EXECUTE FUNCTION record_history('achievements');
--> statement-breakpoint
CREATE TRIGGER "contact_info_history" AFTER INSERT OR UPDATE OR DELETE ON "contact_info" FOR EACH ROW EXECUTE FUNCTION record_history('contact-info');
--> statement-breakpoint
CREATE TRIGGER "company_values_history" AFTER INSERT OR UPDATE OR DELETE ON "company_values" FOR EACH ROW EXECUTE FUNCTION record_history('company-values');
--> statement-breakpoint
CREATE TRIGGER "terms_history" AFTER INSERT OR UPDATE OR DELETE ON "terms" FOR EACH ROW EXECUTE FUNCTION record_history('terms');
--> statement-breakpoint
CREATE TRIGGER "refund_policies_history" AFTER INSERT OR UPDATE OR DELETE ON "refund_policies" FOR EACH ROW EXECUTE FUNCTION record_history('refund');
--> statement-breakpoint
CREATE TRIGGER "privacy_policies_history" AFTER INSERT OR UPDATE OR DELETE ON "privacy_policies" FOR EACH ROW EXECUTE FUNCTION record_history('privacypolicy');
--> statement-breakpoint
-- History starts with each record as it is now.
INSERT INTO revisions (type, record_id, action, data, created_at) SELECT 'blog', id, 'create', to_jsonb(r) - 'search', r.updated_at FROM "blogs" r;
--> statement-breakpoint
INSERT INTO revisions (type, record_id, action, data, created_at) SELECT 'service', id, 'create', to_jsonb(r) - 'search', r.updated_at FROM "services" r;
--> statement-breakpoint
INSERT INTO revisions (type, record_id, action, data, created_at) SELECT 'product', id, 'create', to_jsonb(r) - 'search', r.updated_at FROM "products" r;
--> statement-breakpoint
INSERT INTO revisions (type, record_id, action, data, created_at) SELECT 'team', id, 'create', to_jsonb(r) - 'search', r.updated_at FROM "team_members" r;
--> statement-breakpoint
INSERT INTO revisions (type, record_id, action, data, created_at) SELECT 'growthsteps', id, 'create', to_jsonb(r) - 'search', r.updated_at FROM "growth_steps" r;
--> statement-breakpoint
INSERT INTO revisions (type, record_id, action, data, created_at) SELECT 'stats', id, 'create', to_jsonb(r) - 'search', r.updated_at FROM "stats" r;
--> statement-breakpoint
INSERT INTO revisions (type, record_id, action, data, created_at) SELECT 'aboutus', id, 'create', to_jsonb(r) - 'search', r.updated_at FROM "about_us" r;
--> statement-breakpoint
INSERT INTO revisions (type, record_id, action, data, created_at) SELECT 'achievements', id, 'create', to_jsonb(r) - 'search', r.updated_at FROM "achievements" r;
--> statement-breakpoint
INSERT INTO revisions (type, record_id, action, data, created_at) SELECT 'contact-info', id, 'create', to_jsonb(r) - 'search', r.updated_at FROM "contact_info" r;
--> statement-breakpoint
INSERT INTO revisions (type, record_id, action, data, created_at) SELECT 'company-values', id, 'create', to_jsonb(r) - 'search', r.updated_at FROM "company_values" r;
--> statement-breakpoint
INSERT INTO revisions (type, record_id, action, data, created_at) SELECT 'terms', id, 'create', to_jsonb(r) - 'search', r.updated_at FROM "terms" r;
--> statement-breakpoint
INSERT INTO revisions (type, record_id, action, data, created_at) SELECT 'refund', id, 'create', to_jsonb(r) - 'search', r.updated_at FROM "refund_policies" r;
--> statement-breakpoint
INSERT INTO revisions (type, record_id, action, data, created_at) SELECT 'privacypolicy', id, 'create', to_jsonb(r) - 'search', r.updated_at FROM "privacy_policies" r;
