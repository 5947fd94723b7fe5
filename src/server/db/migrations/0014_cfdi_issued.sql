ALTER TABLE "invoice_requests" ADD COLUMN "facturapi_id" text;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "cfdi_uuid" text;