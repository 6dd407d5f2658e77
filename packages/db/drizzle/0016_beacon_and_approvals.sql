CREATE TABLE "approvals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING_APPROVAL' NOT NULL,
	"payload" jsonb NOT NULL,
	"round_no" integer,
	"reason" text NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"applied_at" timestamp with time zone,
	"result" jsonb,
	"failure" jsonb,
	CONSTRAINT "approvals_kind_valid" CHECK ("approvals"."kind" in ('MANUAL_RESULT', 'RESETTLE', 'ROUND_VOID', 'ODDS_UPDATE', 'SETTINGS_UPDATE')),
	CONSTRAINT "approvals_status_valid" CHECK ("approvals"."status" in ('PENDING_APPROVAL', 'APPROVED', 'APPLIED', 'REJECTED', 'EXPIRED', 'FAILED')),
	CONSTRAINT "approvals_reason_given" CHECK (length(trim("approvals"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "beacons" (
	"chain_hash" text NOT NULL,
	"round" integer NOT NULL,
	"signature" text NOT NULL,
	"randomness" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "beacons_chain_hash_round_pk" PRIMARY KEY("chain_hash","round")
);
--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "draw_version" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "beacon_chain_hash" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "beacon_round" integer;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "beacon_signature" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "beacon_randomness" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "late_result" jsonb;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "manual_approved_by" integer;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "manual_reason" text;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approvals_status_idx" ON "approvals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "approvals_round_idx" ON "approvals" USING btree ("round_no");--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_manual_approved_by_users_id_fk" FOREIGN KEY ("manual_approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_draw_version_valid" CHECK ("rounds"."draw_version" in (1, 2));--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_void_reason_valid" CHECK ("rounds"."void_reason" in ('OPERATOR', 'BEACON_LATE'));--> statement-breakpoint
-- Rounds drawn before the beacon stay version 1, and verify as before.
UPDATE "rounds" SET "draw_version" = 1 WHERE "drawn_at" IS NOT NULL OR "status" IN ('DRAWN', 'SETTLED');--> statement-breakpoint
UPDATE "rounds" SET "void_reason" = 'OPERATOR' WHERE "status" = 'VOID';
