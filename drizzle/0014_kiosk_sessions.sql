CREATE TABLE "kiosk_sessions" (
	"signing_process_id" uuid PRIMARY KEY NOT NULL,
	"started_by_user_id" uuid NOT NULL,
	"pin_hash" text NOT NULL,
	"unlocked_signer_id" uuid,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp (3) with time zone,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "kiosk_sessions" ADD CONSTRAINT "kiosk_sessions_signing_process_id_signing_processes_id_fk" FOREIGN KEY ("signing_process_id") REFERENCES "public"."signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_sessions" ADD CONSTRAINT "kiosk_sessions_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_sessions" ADD CONSTRAINT "kiosk_sessions_unlocked_signer_id_signers_id_fk" FOREIGN KEY ("unlocked_signer_id") REFERENCES "public"."signers"("id") ON DELETE set null ON UPDATE no action;