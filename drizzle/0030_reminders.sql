CREATE TABLE "automatic_reminders" (
	"signer_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"sent" boolean NOT NULL,
	"decided_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "default_reminders" jsonb;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "reminder_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "last_reminded_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "last_manual_reminder_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD COLUMN "reminders" jsonb;--> statement-breakpoint
ALTER TABLE "automatic_reminders" ADD CONSTRAINT "automatic_reminders_signer_id_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automatic_reminders_signer_number_unique" ON "automatic_reminders" USING btree ("signer_id","number");