CREATE TABLE "organization_seals" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"p12_encrypted" text NOT NULL,
	"password_encrypted" text NOT NULL,
	"subject" text NOT NULL,
	"issuer" text NOT NULL,
	"key_description" text NOT NULL,
	"not_before" timestamp (3) with time zone NOT NULL,
	"not_after" timestamp (3) with time zone NOT NULL,
	"fingerprint_sha256" text NOT NULL,
	"self_signed" boolean NOT NULL,
	"uploaded_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid
);
--> statement-breakpoint
ALTER TABLE "organization_seals" ADD CONSTRAINT "organization_seals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_seals" ADD CONSTRAINT "organization_seals_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;