CREATE TABLE "lab_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"contact_email" text NOT NULL,
	"phone" text NOT NULL,
	"address" jsonb NOT NULL,
	"logo_url" text,
	"colors" jsonb NOT NULL,
	"social_links" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"public_url" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "lab_settings_single_row" CHECK ("lab_settings"."id" = 1)
);
