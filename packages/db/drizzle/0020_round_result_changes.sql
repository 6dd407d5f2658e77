-- The members' statistics keep the drawn rounds in memory and read only the rounds whose result
-- changed lately; the per-day outcome counts of 0019 are no longer read, so they and their trigger go.
DROP TRIGGER "rounds_count_outcomes" ON "rounds";
--> statement-breakpoint
DROP FUNCTION "count_round_outcomes"();
--> statement-breakpoint
DROP TABLE "round_outcome_days" CASCADE;
--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "result_changed_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE INDEX "rounds_result_changed_idx" ON "rounds" USING btree ("result_changed_at");
--> statement-breakpoint
-- Rounds already drawn changed when they were drawn, not now: otherwise every round would look fresh.
UPDATE "rounds" SET "result_changed_at" = coalesce("settled_at", "drawn_at", "draw_at");
--> statement-breakpoint
-- Every write that gives a round a result, changes it or takes it away is stamped, whoever writes it.
CREATE FUNCTION "stamp_round_result_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."result_changed_at" := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rounds_stamp_result_change" BEFORE UPDATE OF "status", "draw_order", "powerball", "game_date"
  ON "rounds" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."draw_order" IS DISTINCT FROM NEW."draw_order"
    OR OLD."powerball" IS DISTINCT FROM NEW."powerball" OR OLD."game_date" IS DISTINCT FROM NEW."game_date")
  EXECUTE FUNCTION "stamp_round_result_change"();
