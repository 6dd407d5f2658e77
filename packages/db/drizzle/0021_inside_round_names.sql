-- A proposal keeps its change as the procedure reads it, and the procedures now name the round
-- `roundNo` (the REST edge still says `roundNumber`): stored changes and results follow.
UPDATE "approvals" SET "payload" = ("payload" - 'roundNumber') || jsonb_build_object('roundNo', "payload"->'roundNumber')
WHERE "payload" ? 'roundNumber';
--> statement-breakpoint
UPDATE "approvals" SET "result" = ("result" - 'roundNumber') || jsonb_build_object('roundNo', "result"->'roundNumber')
WHERE jsonb_typeof("result") = 'object' AND "result" ? 'roundNumber';
