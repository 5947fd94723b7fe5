-- Trigram indexes for the staff customer search (ILIKE on any part of a name, an email or a number). pg_trgm is a
-- trusted contrib extension: the database owner may create it, no superuser needed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm_idx" ON "customers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_whatsapp_trgm_idx" ON "customers" USING gin ("whatsapp" gin_trgm_ops);