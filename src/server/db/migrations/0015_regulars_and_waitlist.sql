CREATE TABLE "standing_order_weeks" (
	"standing_order_id" integer NOT NULL,
	"pickup_date" date NOT NULL,
	"outcome" text NOT NULL,
	"order_id" integer,
	"reason" text,
	"next_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_order_weeks_standing_order_id_pickup_date_pk" PRIMARY KEY("standing_order_id","pickup_date")
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"every_weeks" integer NOT NULL,
	"anchor_date" date NOT NULL,
	"pickup_time" text NOT NULL,
	"is_delivery" boolean DEFAULT false NOT NULL,
	"delivery_address" text,
	"special_instructions" text,
	"payment_method" text NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"whatsapp_opt_in" boolean DEFAULT false NOT NULL,
	"items" jsonb NOT NULL,
	"manage_token" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"paused_until" date,
	"skip_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_orders_source_order_id_unique" UNIQUE("source_order_id"),
	CONSTRAINT "standing_orders_manage_token_unique" UNIQUE("manage_token"),
	CONSTRAINT "standing_orders_every_known" CHECK ("standing_orders"."every_weeks" in (1, 2)),
	CONSTRAINT "standing_orders_status_known" CHECK ("standing_orders"."status" in ('active', 'cancelled')),
	CONSTRAINT "standing_orders_payment_known" CHECK ("standing_orders"."payment_method" in ('cash', 'bank_transfer'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"product_id" integer,
	"quantity" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp_opt_in" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_token_unique" UNIQUE("token"),
	CONSTRAINT "waitlist_entries_status_known" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'claimed', 'expired', 'left')),
	CONSTRAINT "waitlist_entries_quantity_positive" CHECK ("waitlist_entries"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "waitlist_entry_id" integer;--> statement-breakpoint
ALTER TABLE "standing_order_weeks" ADD CONSTRAINT "standing_order_weeks_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_weeks" ADD CONSTRAINT "standing_order_weeks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_source_order_id_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standing_orders_customer_id_idx" ON "standing_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_date_idx" ON "waitlist_entries" USING btree ("date","status","id");--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_waitlist_notice_unique" ON "whatsapp_messages" USING btree ("waitlist_entry_id","notice_key");--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_about_something" CHECK ("whatsapp_messages"."order_id" is not null or "whatsapp_messages"."waitlist_entry_id" is not null);