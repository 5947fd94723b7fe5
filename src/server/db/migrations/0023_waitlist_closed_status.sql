ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_status_known";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_status_known" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'claimed', 'expired', 'closed', 'left'));--> statement-breakpoint
-- Entries closed while still waiting were stored as expired: never offered, they are closed.
UPDATE "waitlist_entries" SET "status" = 'closed' WHERE "status" = 'expired' AND "offered_at" IS NULL;
