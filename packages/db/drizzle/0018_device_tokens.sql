ALTER TABLE "password_attempts" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "password_attempts_created_idx" ON "password_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "session_tokens_ticket_expiry_idx" ON "session_tokens" USING btree ("expires_at") WHERE "session_tokens"."kind" = 'ticket';