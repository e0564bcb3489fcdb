ALTER TABLE "signing_processes" ADD COLUMN "audit_length" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD COLUMN "audit_head_hash" text DEFAULT '0000000000000000000000000000000000000000000000000000000000000000' NOT NULL;--> statement-breakpoint
-- Existing trails: record what they hold now.
UPDATE "signing_processes" AS p SET
  "audit_length" = coalesce((SELECT max(e."sequence") FROM "audit_events" e WHERE e."signing_process_id" = p."id"), 0),
  "audit_head_hash" = coalesce((SELECT e."hash" FROM "audit_events" e WHERE e."signing_process_id" = p."id" ORDER BY e."sequence" DESC LIMIT 1), p."audit_head_hash");
