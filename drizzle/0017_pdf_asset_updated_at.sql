ALTER TABLE "pdf_assets" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Documents uploaded before this column were last changed, as far as anyone knows, when uploaded.
UPDATE "pdf_assets" SET "updated_at" = "created_at";