CREATE TABLE "process_count_deltas" (
	"organization_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"status" "process_status" NOT NULL,
	"finalization_status" "finalization_status" NOT NULL,
	"completed_month" date,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "process_count_deltas_org_idx" ON "process_count_deltas" USING btree ("organization_id","created_by_user_id");--> statement-breakpoint
CREATE INDEX "signers_user_idx" ON "signers" USING btree ("user_id") WHERE "signers"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "signing_processes_org_open_expiry_idx" ON "signing_processes" USING btree ("organization_id","expires_at") WHERE "signing_processes"."status" in ('SENT', 'IN_PROGRESS') and "signing_processes"."finalization_status" = 'NONE';--> statement-breakpoint
-- hand-written: every writer of signing_processes keeps the counts, in one place (server/db/schema/process-counts.ts).
CREATE FUNCTION "keep_process_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "process_count_deltas" VALUES (OLD."organization_id", OLD."created_by_user_id", OLD."status", OLD."finalization_status",
      date_trunc('month', OLD."completed_at" AT TIME ZONE 'UTC')::date, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "process_count_deltas" VALUES (NEW."organization_id", NEW."created_by_user_id", NEW."status", NEW."finalization_status",
      date_trunc('month', NEW."completed_at" AT TIME ZONE 'UTC')::date, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "signing_processes_counts_insert_delete" AFTER INSERT OR DELETE ON "signing_processes"
  FOR EACH ROW EXECUTE FUNCTION "keep_process_counts"();--> statement-breakpoint
CREATE TRIGGER "signing_processes_counts_update" AFTER UPDATE OF "organization_id", "created_by_user_id", "status", "finalization_status", "completed_at" ON "signing_processes"
  FOR EACH ROW WHEN ((OLD."organization_id", OLD."created_by_user_id", OLD."status", OLD."finalization_status", date_trunc('month', OLD."completed_at" AT TIME ZONE 'UTC'))
    IS DISTINCT FROM (NEW."organization_id", NEW."created_by_user_id", NEW."status", NEW."finalization_status", date_trunc('month', NEW."completed_at" AT TIME ZONE 'UTC')))
  EXECUTE FUNCTION "keep_process_counts"();--> statement-breakpoint
INSERT INTO "process_count_deltas"
  SELECT "organization_id", "created_by_user_id", "status", "finalization_status", date_trunc('month', "completed_at" AT TIME ZONE 'UTC')::date, count(*)
  FROM "signing_processes" GROUP BY 1, 2, 3, 4, 5;
