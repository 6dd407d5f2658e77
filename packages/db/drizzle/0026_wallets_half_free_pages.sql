-- Settlement rewrites the wallet of every member of a round once, and a member's every purchase
-- rewrites theirs. Half of each page left free holds the new version beside the old one, so the
-- update stays on its page (HOT) and writes no index entry. Pages written from now on.
ALTER TABLE "wallets" SET (fillfactor = 50);
