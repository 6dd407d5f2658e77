ALTER TABLE "orgs" ADD COLUMN "sanction_level" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sanction_level" integer;