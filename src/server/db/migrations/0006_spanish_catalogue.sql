ALTER TABLE "categories" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_name_es" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_es" text;