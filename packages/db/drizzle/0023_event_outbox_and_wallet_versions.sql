CREATE TABLE "event_outbox" (
	"last_id" bigint PRIMARY KEY NOT NULL,
	"first_id" bigint NOT NULL,
	"events" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The wallet's one row trigger also raises its version: no statement that changes a wallet can forget to.
CREATE OR REPLACE FUNCTION "refuse_overdraw"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.version := OLD.version + 1;
  END IF;
  -- Only a re-settlement reversal, which sets pb.reversal for its own statement, may take a balance below 0.
  IF coalesce(current_setting('pb.reversal', true), '') = 'on' THEN
    RETURN NEW;
  END IF;
  IF NEW.money < 0 AND (TG_OP = 'INSERT' OR NEW.money < OLD.money) THEN
    RAISE EXCEPTION 'wallet % money would be %', NEW.user_id, NEW.money USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.points < 0 AND (TG_OP = 'INSERT' OR NEW.points < OLD.points) THEN
    RAISE EXCEPTION 'wallet % points would be %', NEW.user_id, NEW.points USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
