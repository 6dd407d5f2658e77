CREATE TABLE "member_round_stakes" (
	"user_id" integer NOT NULL,
	"round_no" integer NOT NULL,
	"cap_group" text NOT NULL,
	"staked" bigint NOT NULL,
	CONSTRAINT "member_round_stakes_user_id_round_no_cap_group_pk" PRIMARY KEY("user_id","round_no","cap_group")
);
--> statement-breakpoint
INSERT INTO "member_round_stakes" ("user_id", "round_no", "cap_group", "staked")
SELECT "user_id", "round_no", "cap_group", sum("stake") FROM "bet_items" WHERE "status" <> 'VOID'
GROUP BY "user_id", "round_no", "cap_group";
