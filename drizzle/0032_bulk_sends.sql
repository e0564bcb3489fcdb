CREATE TYPE "public"."bulk_send_row_status" AS ENUM('PENDING', 'CREATED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."bulk_send_status" AS ENUM('QUEUED', 'RUNNING', 'COMPLETED');--> statement-breakpoint
CREATE TABLE "bulk_send_rows" (
	"bulk_send_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"request" jsonb NOT NULL,
	"status" "bulk_send_row_status" DEFAULT 'PENDING' NOT NULL,
	"signing_process_id" uuid,
	"error_code" text,
	"error_message" text,
	CONSTRAINT "bulk_send_rows_bulk_send_id_index_pk" PRIMARY KEY("bulk_send_id","index")
);
--> statement-breakpoint
CREATE TABLE "bulk_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"template_version" integer NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"actor" jsonb NOT NULL,
	"origin" jsonb,
	"status" "bulk_send_status" DEFAULT 'QUEUED' NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "bulk_send_id" uuid;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD COLUMN "bulk_send_id" uuid;--> statement-breakpoint
ALTER TABLE "bulk_send_rows" ADD CONSTRAINT "bulk_send_rows_bulk_send_id_bulk_sends_id_fk" FOREIGN KEY ("bulk_send_id") REFERENCES "public"."bulk_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_rows" ADD CONSTRAINT "bulk_send_rows_signing_process_id_signing_processes_id_fk" FOREIGN KEY ("signing_process_id") REFERENCES "public"."signing_processes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_sends_org_created_idx" ON "bulk_sends" USING btree ("organization_id","created_at");--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_bulk_send_id_bulk_sends_id_fk" FOREIGN KEY ("bulk_send_id") REFERENCES "public"."bulk_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD CONSTRAINT "signing_processes_bulk_send_id_bulk_sends_id_fk" FOREIGN KEY ("bulk_send_id") REFERENCES "public"."bulk_sends"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signing_processes_bulk_send_idx" ON "signing_processes" USING btree ("bulk_send_id") WHERE "signing_processes"."bulk_send_id" is not null;