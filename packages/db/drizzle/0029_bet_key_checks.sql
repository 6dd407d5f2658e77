ALTER TABLE "bet_items" DROP CONSTRAINT "bet_items_bet_id_bets_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_user_id_users_id_fk";
--> statement-breakpoint
CREATE FUNCTION "bet_accounts_exist"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named bigint;
  locked bigint;
BEGIN
  -- As migration 0014 does for ledger rows: the accounts named, locked FOR KEY SHARE as a foreign
  -- key locks them, in id order, once for the whole statement instead of once per purchase. One
  -- index probe per account: left to itself the planner reads every account for a batch's few.
  SELECT count(*), count(l.id) INTO named, locked
  FROM (SELECT DISTINCT user_id FROM new_rows ORDER BY user_id) n
  LEFT JOIN LATERAL (SELECT u.id FROM users u WHERE u.id = n.user_id FOR KEY SHARE OF u) l ON true;
  IF locked < named THEN
    RAISE EXCEPTION 'bets name an account that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bets_accounts_exist" AFTER INSERT ON "bets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bet_accounts_exist"();--> statement-breakpoint
CREATE FUNCTION "bet_items_bets_exist"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named bigint;
  locked bigint;
BEGIN
  SELECT count(*), count(l.id) INTO named, locked
  FROM (SELECT DISTINCT bet_id FROM new_rows ORDER BY bet_id) n
  LEFT JOIN LATERAL (SELECT b.id FROM bets b WHERE b.id = n.bet_id FOR KEY SHARE OF b) l ON true;
  IF locked < named THEN
    RAISE EXCEPTION 'bet items name a bet that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bet_items_bets_exist" AFTER INSERT ON "bet_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bet_items_bets_exist"();--> statement-breakpoint
CREATE FUNCTION "named_key_exists"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  locked bigint;
BEGIN
  -- A key changed by an update is checked and locked like a foreign key's: TG_ARGV names the
  -- table and column it must exist in, and this row's column that names it.
  EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM %I WHERE %I = ($1).%I FOR KEY SHARE) l',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]) INTO locked USING NEW;
  IF locked = 0 THEN
    RAISE EXCEPTION '%.% names a row of % that does not exist', TG_TABLE_NAME, TG_ARGV[2], TG_ARGV[0]
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "keep_named_key"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named boolean;
BEGIN
  -- A row that rows of TG_ARGV[0] name (by its column TG_ARGV[1]) cannot be deleted or renumbered.
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE %I = $1)', TG_ARGV[0], TG_ARGV[1]) INTO named USING OLD.id;
  IF named THEN
    RAISE EXCEPTION '% % is named by rows of %: % refused', TG_TABLE_NAME, OLD.id, TG_ARGV[0], TG_OP
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bets_account_exists" BEFORE UPDATE OF "user_id" ON "bets" FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id") EXECUTE FUNCTION "named_key_exists"('users', 'id', 'user_id');--> statement-breakpoint
CREATE TRIGGER "bet_items_bet_exists" BEFORE UPDATE OF "bet_id" ON "bet_items" FOR EACH ROW WHEN (OLD."bet_id" IS DISTINCT FROM NEW."bet_id") EXECUTE FUNCTION "named_key_exists"('bets', 'id', 'bet_id');--> statement-breakpoint
CREATE TRIGGER "users_keep_bet_accounts" BEFORE DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "keep_named_key"('bets', 'user_id');--> statement-breakpoint
CREATE TRIGGER "users_keep_bet_account_ids" BEFORE UPDATE OF "id" ON "users" FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id") EXECUTE FUNCTION "keep_named_key"('bets', 'user_id');--> statement-breakpoint
CREATE TRIGGER "bets_keep_items" BEFORE DELETE ON "bets" FOR EACH ROW EXECUTE FUNCTION "keep_named_key"('bet_items', 'bet_id');--> statement-breakpoint
CREATE TRIGGER "bets_keep_item_ids" BEFORE UPDATE OF "id" ON "bets" FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id") EXECUTE FUNCTION "keep_named_key"('bet_items', 'bet_id');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_accounts_exist"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named bigint;
  locked bigint;
BEGIN
  -- Migration 0014's check, planned by size: a batch of bets names a few accounts, each found by
  -- one index probe (the planner read every account for them, 4 ms at 10,000); a settlement names
  -- thousands, found by one hash over the accounts.
  SELECT count(*) INTO named FROM (
    SELECT user_id FROM new_rows UNION SELECT actor_id FROM new_rows WHERE actor_id IS NOT NULL) n;
  IF named <= 1000 THEN
    SELECT count(l.id) INTO locked
    FROM (SELECT user_id AS id FROM new_rows UNION SELECT actor_id FROM new_rows WHERE actor_id IS NOT NULL
      ORDER BY 1) n
    LEFT JOIN LATERAL (SELECT u.id FROM users u WHERE u.id = n.id FOR KEY SHARE OF u) l ON true;
  ELSE
    SELECT count(*) INTO locked FROM (
      SELECT u.id FROM users u
      WHERE u.id IN (SELECT user_id FROM new_rows UNION SELECT actor_id FROM new_rows WHERE actor_id IS NOT NULL)
      ORDER BY u.id FOR KEY SHARE OF u) l;
  END IF;
  IF locked < named THEN
    RAISE EXCEPTION '% rows name an account that does not exist', TG_TABLE_NAME
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
