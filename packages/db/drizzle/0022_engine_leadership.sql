CREATE TABLE "engine_leadership" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL,
	"instance_id" text,
	"led_since" timestamp with time zone,
	CONSTRAINT "engine_leadership_one_row" CHECK ("engine_leadership"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "engine_leadership" ("id") VALUES (1);
