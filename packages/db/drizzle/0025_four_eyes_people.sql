CREATE TABLE "approval_ties" (
	"approver_id" integer NOT NULL,
	"proposer_id" integer NOT NULL,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "approval_ties_approver_id_proposer_id_cause_pk" PRIMARY KEY("approver_id","proposer_id","cause"),
	CONSTRAINT "approval_ties_cause_valid" CHECK ("approval_ties"."cause" in ('CREATED', 'CREDENTIALS_RESET'))
);
--> statement-breakpoint
ALTER TABLE "approvals" DROP CONSTRAINT "approvals_kind_valid";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approves_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approval_ties" ADD CONSTRAINT "approval_ties_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_ties" ADD CONSTRAINT "approval_ties_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_kind_valid" CHECK ("approvals"."kind" in ('MANUAL_RESULT', 'RESETTLE', 'ROUND_VOID', 'ODDS_UPDATE', 'SETTINGS_UPDATE', 'SUPER_CREATE', 'SUPER_UPDATE', 'SUPER_PASSWORD_RESET', 'SUPER_TOTP_RESET', 'BALANCE_GRANT', 'WITHDRAWAL_APPROVE'));