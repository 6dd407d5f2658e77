-- Settlement rewrites every purchase and item of a round once. Half of each page left free holds the
-- new version of every row beside the old one, so each update stays on its page (HOT) and writes no
-- index entries; at 80 only about a quarter of the rows found room. Pages written from now on.
ALTER TABLE "bet_items" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "bets" SET (fillfactor = 50);
