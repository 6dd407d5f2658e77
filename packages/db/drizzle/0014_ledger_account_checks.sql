ALTER TABLE "money_ledger" DROP CONSTRAINT "money_ledger_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "money_ledger" DROP CONSTRAINT "money_ledger_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "point_ledger" DROP CONSTRAINT "point_ledger_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "point_ledger" DROP CONSTRAINT "point_ledger_actor_id_users_id_fk";
--> statement-breakpoint
CREATE FUNCTION "ledger_accounts_exist"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named bigint;
  locked bigint;
BEGIN
  -- The accounts the statement's rows name, locked as a foreign key locks them (FOR KEY SHARE), so
  -- none can be deleted before this transaction ends; a name without an account refuses it all.
  SELECT count(*) INTO named FROM (
    SELECT user_id FROM new_rows UNION SELECT actor_id FROM new_rows WHERE actor_id IS NOT NULL) n;
  SELECT count(*) INTO locked FROM (
    SELECT u.id FROM users u
    WHERE u.id IN (SELECT user_id FROM new_rows UNION SELECT actor_id FROM new_rows WHERE actor_id IS NOT NULL)
    ORDER BY u.id FOR KEY SHARE OF u) l;
  IF locked < named THEN
    RAISE EXCEPTION '% rows name an account that does not exist', TG_TABLE_NAME
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "money_ledger_accounts_exist" AFTER INSERT ON "money_ledger" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_accounts_exist"();--> statement-breakpoint
CREATE TRIGGER "point_ledger_accounts_exist" AFTER INSERT ON "point_ledger" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_accounts_exist"();--> statement-breakpoint
CREATE FUNCTION "keep_ledger_accounts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM money_ledger WHERE user_id = OLD.id OR actor_id = OLD.id)
    OR EXISTS (SELECT 1 FROM point_ledger WHERE user_id = OLD.id OR actor_id = OLD.id) THEN
    RAISE EXCEPTION 'account % is named by ledger rows: % refused', OLD.id, TG_OP
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_keep_ledger_accounts" BEFORE DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "keep_ledger_accounts"();--> statement-breakpoint
CREATE TRIGGER "users_keep_ledger_account_ids" BEFORE UPDATE OF "id" ON "users" FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id") EXECUTE FUNCTION "keep_ledger_accounts"();
