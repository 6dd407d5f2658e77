CREATE TABLE "bet_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bet_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"round_no" integer NOT NULL,
	"selection_code" text NOT NULL,
	"market_code" text NOT NULL,
	"cap_group" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds_taken" integer NOT NULL,
	"status" text DEFAULT 'PLACED' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bet_items_stake_positive" CHECK ("bet_items"."stake" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purchase_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"round_no" integer NOT NULL,
	"total_stake" bigint NOT NULL,
	"total_payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PLACED' NOT NULL,
	"money_before" bigint NOT NULL,
	"money_after" bigint NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_purchase_no_unique" UNIQUE("purchase_no")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "odds" (
	"selection_code" text PRIMARY KEY NOT NULL,
	"market_code" text NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "odds_minimum" CHECK ("odds"."odds_hundredths" >= 101)
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"round_no" integer PRIMARY KEY NOT NULL,
	"game_date" date NOT NULL,
	"today_round" integer NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"draw_order" jsonb,
	"powerball" integer,
	"number_sum" integer,
	"powerball_odd_even" text,
	"powerball_under_over" text,
	"number_odd_even" text,
	"number_under_over" text,
	"number_size" text,
	"seed" text,
	"source" text,
	"manual_result" jsonb,
	"manual_by" integer,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seed_days" (
	"game_date" date PRIMARY KEY NOT NULL,
	"anchor" text NOT NULL,
	"seeds" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_items" ADD CONSTRAINT "bet_items_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds" ADD CONSTRAINT "odds_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_manual_by_users_id_fk" FOREIGN KEY ("manual_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_items_round_idx" ON "bet_items" USING btree ("round_no","status");--> statement-breakpoint
CREATE INDEX "bet_items_user_round_idx" ON "bet_items" USING btree ("user_id","round_no");--> statement-breakpoint
CREATE INDEX "bet_items_bet_idx" ON "bet_items" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "bets_round_idx" ON "bets" USING btree ("round_no");--> statement-breakpoint
CREATE INDEX "bets_user_idx" ON "bets" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "rounds_status_idx" ON "rounds" USING btree ("status","round_no");--> statement-breakpoint
CREATE INDEX "rounds_game_date_idx" ON "rounds" USING btree ("game_date");