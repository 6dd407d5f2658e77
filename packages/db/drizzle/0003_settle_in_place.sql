DROP INDEX "bet_items_round_idx";--> statement-breakpoint
CREATE INDEX "bet_items_round_idx" ON "bet_items" USING btree ("round_no");--> statement-breakpoint
-- Free space in each page lets settlement's updates stay on the same page (HOT updates).
ALTER TABLE "bet_items" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "bets" SET (fillfactor = 80);
