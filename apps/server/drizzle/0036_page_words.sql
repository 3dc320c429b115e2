CREATE TABLE "page_words" (
	"path" text PRIMARY KEY NOT NULL,
	"words" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
