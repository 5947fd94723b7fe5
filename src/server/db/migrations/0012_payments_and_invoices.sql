CREATE TABLE "invoice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"rfc" text NOT NULL,
	"razon_social" text NOT NULL,
	"codigo_postal" text NOT NULL,
	"regimen_fiscal" text NOT NULL,
	"uso_cfdi" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "invoice_requests_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoice_requests_status_known" CHECK ("invoice_requests"."status" in ('requested', 'issued'))
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_status" text NOT NULL,
	"note" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_records_status_known" CHECK ("payment_records"."payment_status" in ('unpaid', 'paid', 'failed', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_requests_created_at_idx" ON "invoice_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_records_order_id_idx" ON "payment_records" USING btree ("order_id");