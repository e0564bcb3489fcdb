DROP INDEX "signing_processes_org_created_idx";--> statement-breakpoint
CREATE INDEX "audit_events_occurred_idx" ON "audit_events" USING btree ("occurred_at","sequence");--> statement-breakpoint
CREATE INDEX "signing_processes_org_status_created_idx" ON "signing_processes" USING btree ("organization_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "signing_processes_template_created_idx" ON "signing_processes" USING btree ("template_id","created_at","id") WHERE "signing_processes"."template_id" is not null;--> statement-breakpoint
CREATE INDEX "signing_processes_org_created_idx" ON "signing_processes" USING btree ("organization_id","created_at","id");--> statement-breakpoint
-- hand-written: trigram search for the list's `q` (PGlite loads pg_trgm in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "signing_processes_subject_trgm_idx" ON "signing_processes" USING gin ("subject" gin_trgm_ops);
