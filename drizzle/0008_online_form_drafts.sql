CREATE TYPE "public"."online_form_kind" AS ENUM('DOCUMENT', 'TEMPLATE');--> statement-breakpoint
CREATE TYPE "public"."online_form_status" AS ENUM('DRAFT', 'PUBLISHED', 'ARCHIVED');--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"request_sha256" text NOT NULL,
	"response_data" text NOT NULL,
	"response_timestamp" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_form_tag_links" (
	"online_form_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "online_form_tag_links_online_form_id_tag_id_pk" PRIMARY KEY("online_form_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "online_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" "online_form_kind" NOT NULL,
	"status" "online_form_status" DEFAULT 'DRAFT' NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_version" integer DEFAULT 1 NOT NULL,
	"description" text,
	"category_id" uuid,
	"first_published_at" timestamp (3) with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_form_tag_links" ADD CONSTRAINT "online_form_tag_links_online_form_id_online_forms_id_fk" FOREIGN KEY ("online_form_id") REFERENCES "public"."online_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_form_tag_links" ADD CONSTRAINT "online_form_tag_links_tag_id_template_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."template_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_forms" ADD CONSTRAINT "online_forms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_forms" ADD CONSTRAINT "online_forms_category_id_template_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."template_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_forms" ADD CONSTRAINT "online_forms_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_org_operation_key_unique" ON "idempotency_keys" USING btree ("organization_id","operation","key");--> statement-breakpoint
CREATE INDEX "online_forms_org_created_idx" ON "online_forms" USING btree ("organization_id","created_at");