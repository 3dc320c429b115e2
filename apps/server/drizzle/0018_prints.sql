ALTER TABLE "print_drafts" ADD COLUMN "jpeg_key" text;--> statement-breakpoint
ALTER TABLE "print_drafts" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "print_drafts" ADD COLUMN "colour_profile" text;--> statement-breakpoint
ALTER TABLE "print_drafts" ADD COLUMN "scan_id" integer;--> statement-breakpoint
ALTER TABLE "prints" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "prints" ADD COLUMN "crop_mode" text DEFAULT 'fill' NOT NULL;--> statement-breakpoint
ALTER TABLE "prints" ADD COLUMN "crop_x" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "prints" ADD COLUMN "crop_y" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "prints" ADD COLUMN "scan_id" integer;--> statement-breakpoint
ALTER TABLE "prints" ADD COLUMN "finish" text;--> statement-breakpoint
ALTER TABLE "prints" ADD COLUMN "border" text;--> statement-breakpoint
ALTER TABLE "prints" ADD COLUMN "target_printer" text DEFAULT 'large-format' NOT NULL;