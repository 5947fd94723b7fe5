ALTER TABLE "orders" ADD COLUMN "transfer_pay_by" timestamp with time zone;--> statement-breakpoint
-- Transfer orders placed before the time to pay was stored keep the one they were shown until now: domain transferPayBy
-- (the settings' hours after placing, default 24, capped at 22:00 the evening before pickup, never under 2 hours) with
-- today's hours, in the bakery time zone that runMigrations puts in the bakery.time_zone setting (BAKERY_TIMEZONE;
-- America/Merida when unset).
UPDATE "orders" o SET "transfer_pay_by" = greatest(
  least(
    o."created_at" + s."hours" * interval '1 hour',
    coalesce(((o."pickup_date" - 1) + time '22:00') AT TIME ZONE coalesce(nullif(current_setting('bakery.time_zone', true), ''), 'America/Merida'), 'infinity'::timestamptz)
  ),
  o."created_at" + least(2, s."hours") * interval '1 hour'
)
FROM (SELECT coalesce((SELECT ("value"->>'transferPayByHours')::int FROM "settings" WHERE "key" = 'shop'), 24) AS "hours") s
WHERE o."payment_method" = 'bank_transfer';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transfer_pay_by_set" CHECK ("orders"."payment_method" <> 'bank_transfer' or "orders"."transfer_pay_by" is not null);