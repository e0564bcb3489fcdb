CREATE TYPE "public"."field_autofill" AS ENUM('SIGNING_DATE');--> statement-breakpoint
ALTER TABLE "signing_fields" ADD COLUMN "autofill" "field_autofill";