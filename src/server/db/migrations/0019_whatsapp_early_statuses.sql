CREATE TABLE "whatsapp_early_statuses" (
	"provider_message_id" text NOT NULL,
	"status" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"error" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "whatsapp_early_statuses_provider_message_id_status_pk" PRIMARY KEY("provider_message_id","status"),
	CONSTRAINT "whatsapp_early_statuses_status_known" CHECK ("whatsapp_early_statuses"."status" in ('sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "whatsapp_early_statuses_received_at_idx" ON "whatsapp_early_statuses" USING btree ("received_at");