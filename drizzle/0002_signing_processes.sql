CREATE TYPE "public"."auth_policy" AS ENUM('AES_OTP', 'SES_LINK_ONLY');--> statement-breakpoint
CREATE TYPE "public"."content_kind" AS ENUM('PDF', 'FORM');--> statement-breakpoint
CREATE TYPE "public"."dispatch_mode" AS ENUM('EMAIL', 'KIOSK', 'CURRENT_USER', 'PRIVATE_LINK');--> statement-breakpoint
CREATE TYPE "public"."field_type" AS ENUM('TEXT', 'DATE', 'CHECKBOX', 'SIGNATURE');--> statement-breakpoint
CREATE TYPE "public"."finalization_status" AS ENUM('NONE', 'PENDING', 'FAILED', 'DONE');--> statement-breakpoint
CREATE TYPE "public"."process_origin" AS ENUM('TEMPLATE', 'DIRECT');--> statement-breakpoint
CREATE TYPE "public"."process_status" AS ENUM('SENT', 'IN_PROGRESS', 'COMPLETED', 'DECLINED', 'VOIDED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."signature_type" AS ENUM('DRAWN', 'TYPED');--> statement-breakpoint
CREATE TYPE "public"."signer_status" AS ENUM('PENDING', 'READY', 'OPENED', 'COMPLETED', 'DECLINED', 'EXPIRED');--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signing_process_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"ip" text,
	"user_agent" text,
	"document_sha256" text,
	"details" jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"signing_process_id" uuid,
	"signer_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signer_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"burned_at" timestamp (3) with time zone,
	"verified_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signing_process_id" uuid NOT NULL,
	"sign_order" integer NOT NULL,
	"role_label" text,
	"name" text NOT NULL,
	"email" text,
	"phone_e_164" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"user_id" uuid,
	"status" "signer_status" NOT NULL,
	"token_hash" text NOT NULL,
	"token_encrypted" text NOT NULL,
	"invited_at" timestamp (3) with time zone,
	"opened_at" timestamp (3) with time zone,
	"otp_verified_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"declined_at" timestamp (3) with time zone,
	"decline_reason" text,
	"signature_type" "signature_type",
	"signature_text" text,
	"signature_image_key" text,
	"consent_at" timestamp (3) with time zone,
	"signed_ip" text,
	"signed_user_agent" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signing_process_id" uuid NOT NULL,
	"signer_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" "field_type" NOT NULL,
	"label" text NOT NULL,
	"required" boolean NOT NULL,
	"page" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"w" double precision NOT NULL,
	"h" double precision NOT NULL,
	"prefill" jsonb,
	"value" jsonb
);
--> statement-breakpoint
CREATE TABLE "signing_processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_by_api_key_id" uuid,
	"status" "process_status" NOT NULL,
	"origin" "process_origin" NOT NULL,
	"dispatch_mode" "dispatch_mode" NOT NULL,
	"auth_policy" "auth_policy" NOT NULL,
	"content_kind" "content_kind" DEFAULT 'PDF' NOT NULL,
	"subject" text NOT NULL,
	"message" text,
	"source_pdf_asset_id" uuid,
	"document_sha256" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"sent_at" timestamp (3) with time zone NOT NULL,
	"completed_at" timestamp (3) with time zone,
	"declined_at" timestamp (3) with time zone,
	"voided_at" timestamp (3) with time zone,
	"void_reason" text,
	"expired_at" timestamp (3) with time zone,
	"finalization_status" "finalization_status" DEFAULT 'NONE' NOT NULL,
	"finalization_error" text,
	"signed_pdf_asset_id" uuid,
	"certificate_pdf_asset_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_signing_process_id_signing_processes_id_fk" FOREIGN KEY ("signing_process_id") REFERENCES "public"."signing_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_signing_process_id_signing_processes_id_fk" FOREIGN KEY ("signing_process_id") REFERENCES "public"."signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_signer_id_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_signer_id_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signers" ADD CONSTRAINT "signers_signing_process_id_signing_processes_id_fk" FOREIGN KEY ("signing_process_id") REFERENCES "public"."signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signers" ADD CONSTRAINT "signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_fields" ADD CONSTRAINT "signing_fields_signing_process_id_signing_processes_id_fk" FOREIGN KEY ("signing_process_id") REFERENCES "public"."signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_fields" ADD CONSTRAINT "signing_fields_signer_id_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD CONSTRAINT "signing_processes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD CONSTRAINT "signing_processes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD CONSTRAINT "signing_processes_created_by_api_key_id_api_keys_id_fk" FOREIGN KEY ("created_by_api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD CONSTRAINT "signing_processes_source_pdf_asset_id_pdf_assets_id_fk" FOREIGN KEY ("source_pdf_asset_id") REFERENCES "public"."pdf_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD CONSTRAINT "signing_processes_signed_pdf_asset_id_pdf_assets_id_fk" FOREIGN KEY ("signed_pdf_asset_id") REFERENCES "public"."pdf_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD CONSTRAINT "signing_processes_certificate_pdf_asset_id_pdf_assets_id_fk" FOREIGN KEY ("certificate_pdf_asset_id") REFERENCES "public"."pdf_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_process_sequence_unique" ON "audit_events" USING btree ("signing_process_id","sequence");--> statement-breakpoint
CREATE INDEX "domain_events_org_created_idx" ON "domain_events" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_signer_idx" ON "otp_codes" USING btree ("signer_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signers_process_order_unique" ON "signers" USING btree ("signing_process_id","sign_order");--> statement-breakpoint
CREATE UNIQUE INDEX "signers_token_hash_unique" ON "signers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signing_fields_process_idx" ON "signing_fields" USING btree ("signing_process_id","position");--> statement-breakpoint
CREATE INDEX "signing_processes_org_created_idx" ON "signing_processes" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "signing_processes_active_expiry_idx" ON "signing_processes" USING btree ("expires_at") WHERE "signing_processes"."status" in ('SENT', 'IN_PROGRESS');