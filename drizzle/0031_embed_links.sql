CREATE TABLE "embed_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"signing_process_id" uuid NOT NULL,
	"signer_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"origin" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embed_links_codeHash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "embed_links" ADD CONSTRAINT "embed_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_links" ADD CONSTRAINT "embed_links_signing_process_id_signing_processes_id_fk" FOREIGN KEY ("signing_process_id") REFERENCES "public"."signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_links" ADD CONSTRAINT "embed_links_signer_id_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_links_signer_idx" ON "embed_links" USING btree ("signer_id");