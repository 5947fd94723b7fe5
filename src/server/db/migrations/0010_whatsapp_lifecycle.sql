CREATE TABLE "whatsapp_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_message_id" text NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"order_id" integer,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_replies_provider_message_id_unique" UNIQUE("provider_message_id")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_status_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "notice_key" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "sent_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_replies" ADD CONSTRAINT "whatsapp_replies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_replies_order_id_idx" ON "whatsapp_replies" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "whatsapp_replies_phone_idx" ON "whatsapp_replies" USING btree ("phone","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_notice_unique" ON "whatsapp_messages" USING btree ("order_id","notice_key");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_provider_id_unique" ON "whatsapp_messages" USING btree ("provider_message_id");--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_status_known" CHECK ("whatsapp_messages"."status" in ('queued', 'sent', 'delivered', 'read', 'failed'));