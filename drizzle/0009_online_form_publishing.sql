CREATE TABLE "online_form_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"online_form_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"draft" jsonb NOT NULL,
	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "form_submission_json" jsonb;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "form_submission_sha256" text;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD COLUMN "online_form_id" uuid;--> statement-breakpoint
ALTER TABLE "online_forms" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "online_forms" ADD COLUMN "template_version" integer;--> statement-breakpoint
ALTER TABLE "online_forms" ADD COLUMN "latest_version" integer;--> statement-breakpoint
ALTER TABLE "online_forms" ADD COLUMN "signing_process_id" uuid;--> statement-breakpoint
ALTER TABLE "online_forms" ADD COLUMN "published_draft_version" integer;--> statement-breakpoint
ALTER TABLE "online_forms" ADD COLUMN "form_content_sha256" text;--> statement-breakpoint
ALTER TABLE "online_form_versions" ADD CONSTRAINT "online_form_versions_online_form_id_online_forms_id_fk" FOREIGN KEY ("online_form_id") REFERENCES "public"."online_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_form_versions_form_number_unique" ON "online_form_versions" USING btree ("online_form_id","number");--> statement-breakpoint
ALTER TABLE "signing_processes" ADD CONSTRAINT "signing_processes_online_form_id_online_forms_id_fk" FOREIGN KEY ("online_form_id") REFERENCES "public"."online_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_forms" ADD CONSTRAINT "online_forms_template_id_online_forms_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."online_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_forms" ADD CONSTRAINT "online_forms_signing_process_id_signing_processes_id_fk" FOREIGN KEY ("signing_process_id") REFERENCES "public"."signing_processes"("id") ON DELETE set null ON UPDATE no action;