CREATE TABLE "history_archives" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"actor_id" integer NOT NULL,
	"archived_through" timestamp with time zone NOT NULL,
	"cleared" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "money_ledger" DROP CONSTRAINT "money_ledger_type_valid";--> statement-breakpoint
ALTER TABLE "point_ledger" DROP CONSTRAINT "point_ledger_type_valid";--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_money_non_negative";--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_points_non_negative";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "archived_through" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "history_archives" ADD CONSTRAINT "history_archives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_archives" ADD CONSTRAINT "history_archives_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_archives_user_idx" ON "history_archives" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cash_transactions_requested_idx" ON "cash_transactions" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "bets_placed_idx" ON "bets" USING btree ("placed_at");--> statement-breakpoint
CREATE INDEX "money_ledger_created_idx" ON "money_ledger" USING btree ("created_at","type");--> statement-breakpoint
CREATE INDEX "point_ledger_created_idx" ON "point_ledger" USING btree ("created_at","type");--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_type_valid" CHECK ("money_ledger"."type" in ('BET_STAKE', 'BET_PAYOUT', 'BET_REFUND', 'TOPUP', 'WITHDRAW_HOLD', 'WITHDRAW_RELEASE', 'WITHDRAW_APPROVED', 'ADJUST_CREDIT', 'ADJUST_DEBIT', 'POINT_CONVERT', 'BET_PAYOUT_REVERSAL'));--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_type_valid" CHECK ("point_ledger"."type" in ('POINT_EARN', 'POINT_CONVERT_IN', 'POINT_ADJUST', 'POINT_EARN_REVERSAL'));--> statement-breakpoint
CREATE FUNCTION "refuse_overdraw"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
$$;--> statement-breakpoint
CREATE TRIGGER "wallets_no_overdraw" BEFORE INSERT OR UPDATE ON "wallets" FOR EACH ROW EXECUTE FUNCTION "refuse_overdraw"();
