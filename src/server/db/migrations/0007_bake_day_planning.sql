CREATE TABLE "day_counters" (
	"date" date NOT NULL,
	"scope" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "day_counters_date_scope_pk" PRIMARY KEY("date","scope"),
	CONSTRAINT "day_counters_used_not_negative" CHECK ("day_counters"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "limit_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"daily_limit" integer NOT NULL,
	CONSTRAINT "limit_groups_daily_limit_positive" CHECK ("limit_groups"."daily_limit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_overrides" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_weekly_special" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packs" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_prices" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "daily_limit" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "limit_group_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_limit_group_id_limit_groups_id_fk" FOREIGN KEY ("limit_group_id") REFERENCES "public"."limit_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_one_weekly_special" ON "products" USING btree ("is_weekly_special") WHERE "products"."is_weekly_special";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('unpaid', 'paid', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_daily_limit_positive" CHECK ("products"."daily_limit" is null or "products"."daily_limit" >= 1);--> statement-breakpoint
-- The weekly special was found by its name and priced from code: the demo's product 2 becomes the flagged one, with the packs it was sold in.
UPDATE "products" SET "is_weekly_special" = true, "packs" = '[{"count":1,"price":50},{"count":3,"price":150},{"count":6,"price":290}]'::jsonb
WHERE "id" = (SELECT min("id") FROM "products" WHERE "name" ILIKE '%weekly special%');--> statement-breakpoint
-- What existing active orders already hold: units per product (a pack counts its pieces) and orders per pickup window.
INSERT INTO "day_counters" ("date", "scope", "used")
SELECT o."pickup_date", 'product:' || i."product_id", sum(i."quantity" * coalesce(nullif(i."customizations"->>'quantity', '')::int, 1))
FROM "orders" o JOIN "order_items" i ON i."order_id" = o."id"
WHERE o."status" <> 'cancelled' AND o."pickup_date" IS NOT NULL
GROUP BY o."pickup_date", i."product_id";--> statement-breakpoint
INSERT INTO "day_counters" ("date", "scope", "used")
SELECT "pickup_date", 'window:' || "pickup_time", count(*)
FROM "orders"
WHERE "status" <> 'cancelled' AND "pickup_date" IS NOT NULL AND "pickup_time" IS NOT NULL
GROUP BY "pickup_date", "pickup_time";
