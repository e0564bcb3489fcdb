CREATE TABLE "activity_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"occurred_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"ip" text,
	"subject_id" text,
	"subject_name" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_entries_org_time_idx" ON "activity_entries" USING btree ("organization_id","occurred_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- hand-written: the activity log is append-only in the database itself, as the audit trail is (0003).
CREATE FUNCTION activity_entries_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'activity_entries is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER activity_entries_append_only
  BEFORE UPDATE OR DELETE ON activity_entries
  FOR EACH ROW EXECUTE FUNCTION activity_entries_refuse_change();
--> statement-breakpoint
CREATE TRIGGER activity_entries_no_truncate
  BEFORE TRUNCATE ON activity_entries
  FOR EACH STATEMENT EXECUTE FUNCTION activity_entries_refuse_change();
