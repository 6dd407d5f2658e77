CREATE TABLE "cash_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"point_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reject_reason" text,
	"deposit_name" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"account_holder" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by" integer,
	CONSTRAINT "cash_transactions_amount_positive" CHECK ("cash_transactions"."amount" >= 1),
	CONSTRAINT "cash_transactions_point_amount_non_negative" CHECK ("cash_transactions"."point_amount" >= 0),
	CONSTRAINT "cash_transactions_type_valid" CHECK ("cash_transactions"."type" in ('TOPUP', 'WITHDRAWAL', 'POINT_CONVERT')),
	CONSTRAINT "cash_transactions_status_valid" CHECK ("cash_transactions"."status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_transactions_type_status_idx" ON "cash_transactions" USING btree ("type","status","id");--> statement-breakpoint
CREATE INDEX "cash_transactions_user_idx" ON "cash_transactions" USING btree ("user_id","requested_at");