ALTER TABLE "users" ADD COLUMN "manages_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every account so far was made by an operator (the admin tool or ADMIN_USERNAME): the shop's owners.
UPDATE "users" SET "manages_staff" = true;
