ALTER TABLE "pdf_assets" ADD COLUMN "processing_failure_reason" text;
