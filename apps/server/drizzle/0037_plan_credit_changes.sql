ALTER TABLE "price_list_changes" ALTER COLUMN "old_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "price_list_changes" ALTER COLUMN "new_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "price_list_changes" ADD COLUMN "credit" text;--> statement-breakpoint
ALTER TABLE "price_list_changes" ADD COLUMN "old_credits" text;--> statement-breakpoint
ALTER TABLE "price_list_changes" ADD COLUMN "new_credits" text;--> statement-breakpoint
ALTER TABLE "price_list_changes" ADD CONSTRAINT "price_list_changes_value_check" CHECK (("price_list_changes"."credit" is null) = ("price_list_changes"."old_cents" is not null and "price_list_changes"."new_cents" is not null) and ("price_list_changes"."credit" is null) = ("price_list_changes"."old_credits" is null and "price_list_changes"."new_credits" is null));