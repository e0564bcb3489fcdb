ALTER TABLE "organizations" ADD COLUMN "retention_days" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "personal_salt" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "commitments" jsonb;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "personal_erased" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD COLUMN "erased_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD COLUMN "erased_by" text;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD COLUMN "legal_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "retention_days" integer;--> statement-breakpoint
-- hand-written: erasure may blank an audit event's personal values, and nothing else. An UPDATE
-- passes only inside a transaction that set signet.erasure to 'on' (server/services/erasure),
-- and only when every hashed column other than the personal ones is unchanged; DELETE and
-- TRUNCATE stay refused.
DROP TRIGGER audit_events_append_only ON audit_events;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only
  BEFORE DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();
--> statement-breakpoint
CREATE FUNCTION audit_events_erase_only() RETURNS trigger AS $$
BEGIN
  IF coalesce(current_setting('signet.erasure', true), '') <> 'on'
    OR NEW.id IS DISTINCT FROM OLD.id
    OR NEW.signing_process_id IS DISTINCT FROM OLD.signing_process_id
    OR NEW.sequence IS DISTINCT FROM OLD.sequence
    OR NEW.type IS DISTINCT FROM OLD.type
    OR NEW.occurred_at IS DISTINCT FROM OLD.occurred_at
    OR NEW.actor_kind IS DISTINCT FROM OLD.actor_kind
    OR NEW.actor_id IS DISTINCT FROM OLD.actor_id
    OR NEW.document_sha256 IS DISTINCT FROM OLD.document_sha256
    OR NEW.prev_hash IS DISTINCT FROM OLD.prev_hash
    OR NEW.hash IS DISTINCT FROM OLD.hash
    OR NEW.hash_version IS DISTINCT FROM OLD.hash_version
    OR NEW.commitments IS DISTINCT FROM OLD.commitments
  THEN
    RAISE EXCEPTION 'audit_events is append-only: UPDATE is allowed only to erase personal values'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_events_erase_only
  BEFORE UPDATE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_erase_only();
