ALTER TABLE "signers" ADD COLUMN "locale_explicit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Signers created before this column always saw their page in their stored locale: keep it so.
UPDATE "signers" SET "locale_explicit" = true;
