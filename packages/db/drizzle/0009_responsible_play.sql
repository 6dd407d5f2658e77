CREATE TABLE "self_limits" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_limits_user_id_type_period_pk" PRIMARY KEY("user_id","type","period"),
	CONSTRAINT "self_limits_type_valid" CHECK ("self_limits"."type" in ('DEPOSIT', 'STAKE', 'LOSS')),
	CONSTRAINT "self_limits_period_valid" CHECK ("self_limits"."period" in ('DAY', 'WEEK', 'MONTH')),
	CONSTRAINT "self_limits_amount_positive" CHECK ("self_limits"."amount" >= 1 and "self_limits"."pending_amount" >= 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "self_excluded_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "self_limits" ADD CONSTRAINT "self_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;