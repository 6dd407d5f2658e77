CREATE TABLE "commission_closes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"closed_by" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commission_closes_period_valid" CHECK ("commission_closes"."period" in ('DAY', 'WEEK', 'MONTH')),
	CONSTRAINT "commission_closes_dates_ordered" CHECK ("commission_closes"."start_date" <= "commission_closes"."end_date")
);
--> statement-breakpoint
CREATE TABLE "commission_statements" (
	"close_id" bigint NOT NULL,
	"org_id" integer NOT NULL,
	"rolling_commission" bigint NOT NULL,
	"losing_commission" bigint NOT NULL,
	"adjustments" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"paid_to" integer,
	"statement" jsonb NOT NULL,
	CONSTRAINT "commission_statements_close_id_org_id_pk" PRIMARY KEY("close_id","org_id"),
	CONSTRAINT "commission_statements_paid_non_negative" CHECK ("commission_statements"."paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "org_commission_rates" (
	"org_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"rolling_rate_tenths" integer NOT NULL,
	"losing_rate_percent" integer NOT NULL,
	"set_by" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "org_commission_rates_org_id_effective_from_pk" PRIMARY KEY("org_id","effective_from"),
	CONSTRAINT "org_commission_rolling_range" CHECK ("org_commission_rates"."rolling_rate_tenths" between 0 and 50),
	CONSTRAINT "org_commission_losing_range" CHECK ("org_commission_rates"."losing_rate_percent" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "money_ledger" DROP CONSTRAINT "money_ledger_type_valid";--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD COLUMN "org_id" integer;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "org_id" integer;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "head_user_id" integer;--> statement-breakpoint
ALTER TABLE "commission_closes" ADD CONSTRAINT "commission_closes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_close_id_commission_closes_id_fk" FOREIGN KEY ("close_id") REFERENCES "public"."commission_closes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_paid_to_users_id_fk" FOREIGN KEY ("paid_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_commission_rates" ADD CONSTRAINT "org_commission_rates_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_commission_rates" ADD CONSTRAINT "org_commission_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_statements_org_idx" ON "commission_statements" USING btree ("org_id");--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orgs" ADD CONSTRAINT "orgs_head_user_id_users_id_fk" FOREIGN KEY ("head_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_org_placed_idx" ON "bets" USING btree ("org_id","placed_at");--> statement-breakpoint
CREATE INDEX "orgs_parent_idx" ON "orgs" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "orgs_suspended_idx" ON "orgs" USING btree ("path") WHERE "orgs"."status" = 'SUSPENDED';--> statement-breakpoint
CREATE UNIQUE INDEX "orgs_single_root_idx" ON "orgs" USING btree (("parent_id" is null)) WHERE "orgs"."parent_id" is null;--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_type_valid" CHECK ("money_ledger"."type" in ('BET_STAKE', 'BET_PAYOUT', 'BET_REFUND', 'TOPUP', 'WITHDRAW_HOLD', 'WITHDRAW_RELEASE', 'WITHDRAW_APPROVED', 'ADJUST_CREDIT', 'ADJUST_DEBIT', 'POINT_CONVERT', 'BET_PAYOUT_REVERSAL', 'COMMISSION'));--> statement-breakpoint
ALTER TABLE "orgs" ADD CONSTRAINT "orgs_level_range" CHECK ("orgs"."level" between 0 and 3);--> statement-breakpoint
ALTER TABLE "orgs" ADD CONSTRAINT "orgs_status_valid" CHECK ("orgs"."status" in ('ACTIVE', 'SUSPENDED'));--> statement-breakpoint
ALTER TABLE "commission_closes" ADD CONSTRAINT "commission_closes_no_overlap" EXCLUDE USING gist (daterange("start_date", "end_date", '[]') WITH &&);--> statement-breakpoint
-- Every administrator below SUPER into a branch of its own level, one level under a branch of the
-- level above: the creator's, when the audit log names one of that level, else the ancestor of its
-- present branch at that level, else new branches opened down to it. The members it created move
-- with it out of the branch it shared; SUPER belongs to the root.
DO $$
DECLARE
  admin record;
  parent record;
  branch_id integer;
  depth integer;
BEGIN
  UPDATE users SET org_id = (SELECT id FROM orgs WHERE parent_id IS NULL)
    WHERE role_code = 'SUPER' AND org_id <> (SELECT id FROM orgs WHERE parent_id IS NULL);
  FOR admin IN
    SELECT u.id, u.nickname, u.org_id, o.level AS org_level, o.path AS org_path,
      CASE u.role_code WHEN 'HQ' THEN 1 WHEN 'AGENCY' THEN 2 ELSE 3 END AS level
    FROM users u JOIN orgs o ON o.id = u.org_id
    WHERE u.role_code IN ('HQ', 'AGENCY', 'SHOP')
    ORDER BY CASE u.role_code WHEN 'HQ' THEN 1 WHEN 'AGENCY' THEN 2 ELSE 3 END, u.id
  LOOP
    CONTINUE WHEN admin.org_level = admin.level;
    SELECT o.id, o.path INTO parent FROM audit_log a
      JOIN users c ON c.id = a.actor_id JOIN orgs o ON o.id = c.org_id
      WHERE a.action = 'USER_CREATE' AND a.target_type = 'user' AND a.target_id = admin.id::text
        AND o.level = admin.level - 1
      ORDER BY a.id LIMIT 1;
    IF NOT FOUND THEN
      SELECT o.id, o.path INTO parent FROM orgs o
        WHERE admin.org_path LIKE o.path || '%' AND o.level = admin.level - 1;
      IF NOT FOUND THEN
        SELECT o.id, o.path INTO parent FROM orgs o WHERE o.id = admin.org_id;
        FOR depth IN admin.org_level + 1 .. admin.level - 1 LOOP
          INSERT INTO orgs (name, level, parent_id, path)
            VALUES (admin.nickname || CASE depth WHEN 1 THEN ' 본사' ELSE ' 부본사' END, depth, parent.id, parent.path)
            RETURNING id INTO branch_id;
          UPDATE orgs SET path = parent.path || branch_id || '/' WHERE id = branch_id;
          SELECT o.id, o.path INTO parent FROM orgs o WHERE o.id = branch_id;
        END LOOP;
      END IF;
    END IF;
    INSERT INTO orgs (name, level, parent_id, path, head_user_id)
      VALUES (admin.nickname, admin.level, parent.id, parent.path, admin.id)
      RETURNING id INTO branch_id;
    UPDATE orgs SET path = parent.path || branch_id || '/' WHERE id = branch_id;
    UPDATE users m SET org_id = branch_id FROM audit_log a
      WHERE a.action = 'USER_CREATE' AND a.target_type = 'user' AND a.target_id = m.id::text
        AND a.actor_id = admin.id AND m.role_code = 'MEMBER' AND m.org_id = admin.org_id;
    UPDATE users SET org_id = branch_id WHERE id = admin.id;
  END LOOP;
  -- A branch that had its administrators already is headed by the first of them.
  UPDATE orgs o SET head_user_id = (
      SELECT u.id FROM users u WHERE u.org_id = o.id AND u.role_code <> 'MEMBER' ORDER BY u.id LIMIT 1)
    WHERE o.head_user_id IS NULL AND o.level > 0;
END
$$;--> statement-breakpoint
UPDATE "bets" b SET "org_id" = u."org_id" FROM "users" u WHERE u."id" = b."user_id";--> statement-breakpoint
UPDATE "cash_transactions" t SET "org_id" = u."org_id" FROM "users" u WHERE u."id" = t."user_id";--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_transactions" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "orgs_keep_shape"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_level integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.level <> OLD.level THEN
    RAISE EXCEPTION 'branch % cannot change its level', OLD.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'orgs_level_fixed';
  END IF;
  IF NEW.parent_id IS NULL THEN
    parent_level := -1;
  ELSE
    SELECT level INTO parent_level FROM orgs WHERE id = NEW.parent_id;
  END IF;
  IF parent_level IS DISTINCT FROM NEW.level - 1 THEN
    RAISE EXCEPTION 'branch % of level % cannot hang under a branch of level %', NEW.id, NEW.level, parent_level
      USING ERRCODE = 'check_violation', CONSTRAINT = 'orgs_parent_one_level_up';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orgs_keep_shape" BEFORE INSERT OR UPDATE OF "level", "parent_id" ON "orgs" FOR EACH ROW EXECUTE FUNCTION "orgs_keep_shape"();--> statement-breakpoint
CREATE FUNCTION "users_role_matches_branch"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  branch_level integer;
  role_level integer;
BEGIN
  IF NEW.role_code = 'MEMBER' THEN
    RETURN NEW;
  END IF;
  role_level := CASE NEW.role_code WHEN 'SUPER' THEN 0 WHEN 'HQ' THEN 1 WHEN 'AGENCY' THEN 2 WHEN 'SHOP' THEN 3 END;
  SELECT level INTO branch_level FROM orgs WHERE id = NEW.org_id;
  IF branch_level IS DISTINCT FROM role_level THEN
    RAISE EXCEPTION '% % cannot belong to a branch of level %', NEW.role_code, NEW.login_id, branch_level
      USING ERRCODE = 'check_violation', CONSTRAINT = 'users_role_matches_branch';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_role_matches_branch" BEFORE INSERT OR UPDATE OF "role_code", "org_id" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_role_matches_branch"();
