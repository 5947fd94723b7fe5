CREATE TABLE "customer_tickets" (
	"token" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"client_ip" text NOT NULL,
	"contact" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact" jsonb;--> statement-breakpoint
ALTER TABLE "customer_tickets" ADD CONSTRAINT "customer_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_tickets_customer_idx" ON "customer_tickets" USING btree ("customer_id","client_ip");--> statement-breakpoint
CREATE INDEX "customer_tickets_created_at_idx" ON "customer_tickets" USING btree ("created_at");