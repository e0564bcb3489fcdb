CREATE TYPE "public"."email_delivery_status" AS ENUM('SENDING', 'SENT', 'RETRYING', 'FAILED');--> statement-breakpoint
CREATE TABLE "email_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"signing_process_id" uuid,
	"signer_id" uuid,
	"job_key" text,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"transport" text NOT NULL,
	"status" "email_delivery_status" DEFAULT 'SENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"sent_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "email_sender_name" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "email_reply_to" text;--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_signing_process_id_signing_processes_id_fk" FOREIGN KEY ("signing_process_id") REFERENCES "public"."signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_signer_id_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_deliveries_job_key_unique" ON "email_deliveries" USING btree ("job_key");--> statement-breakpoint
CREATE INDEX "email_deliveries_org_created_idx" ON "email_deliveries" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "email_deliveries_signer_idx" ON "email_deliveries" USING btree ("signer_id");--> statement-breakpoint
CREATE INDEX "email_deliveries_updated_idx" ON "email_deliveries" USING btree ("updated_at");