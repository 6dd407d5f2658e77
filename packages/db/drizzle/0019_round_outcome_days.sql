CREATE TABLE "round_outcome_days" (
	"game_date" date NOT NULL,
	"outcome" text NOT NULL,
	"value" text NOT NULL,
	"rounds" integer NOT NULL,
	CONSTRAINT "round_outcome_days_game_date_outcome_value_pk" PRIMARY KEY("game_date","outcome","value")
);
--> statement-breakpoint
-- The outcome counts follow every write of a round: a drawn round (DRAWN or SETTLED) counts once
-- under each of its outcome columns, so the row as it was is taken away and the row as it is added.
-- The changes are netted first (settling a round, DRAWN to SETTLED, writes nothing; a row is never
-- updated twice by one statement) and written in key order, so two writers lock the rows they share
-- in the same order.
CREATE FUNCTION "count_round_outcomes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "round_outcome_days" AS d ("game_date", "outcome", "value", "rounds")
  SELECT r.game_date, o.outcome, o.value, sum(r.delta)
  FROM (
    SELECT -1 AS delta, OLD.game_date, OLD.powerball, OLD.powerball_odd_even, OLD.powerball_under_over,
      OLD.number_odd_even, OLD.number_under_over, OLD.number_size
    WHERE TG_OP <> 'INSERT' AND OLD.status IN ('DRAWN', 'SETTLED')
    UNION ALL
    SELECT 1, NEW.game_date, NEW.powerball, NEW.powerball_odd_even, NEW.powerball_under_over,
      NEW.number_odd_even, NEW.number_under_over, NEW.number_size
    WHERE TG_OP <> 'DELETE' AND NEW.status IN ('DRAWN', 'SETTLED')
  ) AS r (delta, game_date, powerball, powerball_odd_even, powerball_under_over, number_odd_even,
    number_under_over, number_size)
  CROSS JOIN LATERAL (VALUES
    ('powerball', r.powerball::text),
    ('powerball_odd_even', r.powerball_odd_even),
    ('powerball_under_over', r.powerball_under_over),
    ('number_odd_even', r.number_odd_even),
    ('number_under_over', r.number_under_over),
    ('number_size', r.number_size)
  ) AS o (outcome, value)
  WHERE o.value IS NOT NULL
  GROUP BY r.game_date, o.outcome, o.value
  HAVING sum(r.delta) <> 0
  ORDER BY r.game_date, o.outcome, o.value
  ON CONFLICT ("game_date", "outcome", "value") DO UPDATE SET "rounds" = d."rounds" + excluded."rounds";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rounds_count_outcomes" AFTER INSERT OR DELETE OR UPDATE OF "status", "game_date", "powerball",
  "powerball_odd_even", "powerball_under_over", "number_odd_even", "number_under_over", "number_size"
  ON "rounds" FOR EACH ROW EXECUTE FUNCTION "count_round_outcomes"();
--> statement-breakpoint
INSERT INTO "round_outcome_days" ("game_date", "outcome", "value", "rounds")
SELECT r."game_date", o.outcome, o.value, count(*)
FROM "rounds" r
CROSS JOIN LATERAL (VALUES
  ('powerball', r."powerball"::text),
  ('powerball_odd_even', r."powerball_odd_even"),
  ('powerball_under_over', r."powerball_under_over"),
  ('number_odd_even', r."number_odd_even"),
  ('number_under_over', r."number_under_over"),
  ('number_size', r."number_size")
) AS o (outcome, value)
WHERE r."status" IN ('DRAWN', 'SETTLED') AND o.value IS NOT NULL
GROUP BY r."game_date", o.outcome, o.value;
