ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_about_something";--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "reply_id" integer;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_reply_id_whatsapp_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."whatsapp_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_reply_id_idx" ON "whatsapp_messages" USING btree ("reply_id");--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_about_something" CHECK ("whatsapp_messages"."order_id" is not null or "whatsapp_messages"."waitlist_entry_id" is not null or "whatsapp_messages"."reply_id" is not null);