ALTER TABLE "bet_items" ADD CONSTRAINT "bet_items_status_valid" CHECK ("bet_items"."status" in ('PLACED', 'WON', 'LOST', 'VOID'));--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_status_valid" CHECK ("bets"."status" in ('PLACED', 'WON', 'LOST', 'VOID'));--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_status_valid" CHECK ("rounds"."status" in ('OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID'));--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_type_valid" CHECK ("money_ledger"."type" in ('BET_STAKE', 'BET_PAYOUT', 'BET_REFUND', 'TOPUP', 'WITHDRAW_HOLD', 'WITHDRAW_RELEASE', 'WITHDRAW_APPROVED', 'ADJUST_CREDIT', 'ADJUST_DEBIT', 'POINT_CONVERT'));--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_type_valid" CHECK ("point_ledger"."type" in ('POINT_EARN', 'POINT_CONVERT_IN', 'POINT_ADJUST'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_valid" CHECK ("users"."role_code" in ('SUPER', 'HQ', 'AGENCY', 'SHOP', 'MEMBER'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_valid" CHECK ("users"."status_code" in ('ACTIVE', 'INACTIVE', 'SUSPENDED'));--> statement-breakpoint
CREATE FUNCTION "refuse_history_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "money_ledger_append_only" BEFORE UPDATE OR DELETE ON "money_ledger" FOR EACH ROW EXECUTE FUNCTION "refuse_history_change"();--> statement-breakpoint
CREATE TRIGGER "money_ledger_no_truncate" BEFORE TRUNCATE ON "money_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_history_change"();--> statement-breakpoint
CREATE TRIGGER "point_ledger_append_only" BEFORE UPDATE OR DELETE ON "point_ledger" FOR EACH ROW EXECUTE FUNCTION "refuse_history_change"();--> statement-breakpoint
CREATE TRIGGER "point_ledger_no_truncate" BEFORE TRUNCATE ON "point_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_history_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "refuse_history_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_history_change"();
