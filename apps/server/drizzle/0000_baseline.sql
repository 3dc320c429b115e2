CREATE TYPE "public"."role" AS ENUM('ADMIN', 'CUSTOMER', 'MESSENGER', 'VENDOR');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('DIGITAL', 'FULFILLMENT_SERVICE_ADD_ON', 'PRODUCT', 'SERVICE_ADD_ON', 'PRINT', 'SUBSCRIPTION');--> statement-breakpoint
CREATE TYPE "public"."visibility" AS ENUM('NONE', 'COMING_SOON', 'MEMBERS_ONLY', 'PUBLIC');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('OPEN', 'INVOICED', 'PAID', 'COMPLETE', 'CANCELED');--> statement-breakpoint
CREATE TYPE "public"."carrier" AS ENUM('FEDEX', 'USPS', 'UPS');--> statement-breakpoint
CREATE TYPE "public"."shipment_method" AS ENUM('DROP_OFF', 'EXTERNAL_FULFILLMENT', 'PREPAID_LABEL', 'RETURN_MAILER');--> statement-breakpoint
CREATE TYPE "public"."scan_size" AS ENUM('STANDARD_2K', 'STANDARD_4K', 'STANDARD_4K_PRE_SCAN', 'PRO');--> statement-breakpoint
CREATE TYPE "public"."sleeving" AS ENUM('NONE', 'UNCUT', 'CUT');--> statement-breakpoint
CREATE TABLE "auth_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "two_factor_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_products" (
	"collection_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_products_collection_id_product_id_pk" PRIMARY KEY("collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "credit_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer,
	"film_roll_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"remaining" integer NOT NULL,
	"source" text NOT NULL,
	"subscription_id" integer,
	"order_id" integer,
	"note" text,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credits_remaining" CHECK ("credits"."remaining" >= 0 and "credits"."remaining" <= "credits"."quantity")
);
--> statement-breakpoint
CREATE TABLE "zip_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pick_up_id" integer NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "zip_downloads_progress" CHECK ("zip_downloads"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"place_id" text,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" "role" DEFAULT 'CUSTOMER' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"profile_image_path" text,
	"credits" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"first_order_created" boolean DEFAULT false NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by_id" integer,
	"google_subject" text,
	"facebook_subject" text,
	"session_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lab_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"hours" text NOT NULL,
	"drop_off" boolean DEFAULT false NOT NULL,
	"phone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_locations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"zip" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"area" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"zip" text,
	"plan_id" text,
	"interest" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"legacy" boolean DEFAULT false NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"roll_credits" integer,
	"scan_4k_credits" integer,
	"rush_credits" integer,
	"pro_scan_credits" integer,
	"benefits" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "product_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"subtitle" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"filterable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"price" integer NOT NULL,
	"member_price" integer,
	"stock" integer DEFAULT 100000 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"slug" text NOT NULL,
	"product_type" "product_type" NOT NULL,
	"visibility" "visibility" DEFAULT 'PUBLIC' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"stock" integer DEFAULT 100000 NOT NULL,
	"price" integer NOT NULL,
	"member_price" integer,
	"default_product_variant_id" integer,
	"member_launch_date" timestamp with time zone,
	"public_launch_date" timestamp with time zone,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"product_detail_id" integer,
	"collection_id" integer,
	"path" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_path_unique" UNIQUE("path"),
	CONSTRAINT "media_one_owner" CHECK (num_nonnulls("media"."product_id", "media"."product_detail_id", "media"."collection_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_off" integer,
	"percent_off" integer,
	"product_type" "product_type",
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"once_per_customer" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promos_one_kind" CHECK (num_nonnulls("promos"."amount_off", "promos"."percent_off") = 1),
	CONSTRAINT "promos_amount_off" CHECK ("promos"."amount_off" is null or "promos"."amount_off" > 0),
	CONSTRAINT "promos_percent_off" CHECK ("promos"."percent_off" is null or "promos"."percent_off" between 1 and 100),
	CONSTRAINT "promos_uses" CHECK ("promos"."max_uses" is null or "promos"."used_count" <= "promos"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_variant_id" integer,
	"unit_amount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"member_price" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_quantity" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"status" "order_status" DEFAULT 'OPEN' NOT NULL,
	"notes" text,
	"internal_notes" text,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"applied_discount" integer DEFAULT 0 NOT NULL,
	"applied_credit" integer DEFAULT 0 NOT NULL,
	"shipping" integer DEFAULT 0 NOT NULL,
	"tax_amount" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"tax_rate" numeric(6, 3),
	"tax_source" text,
	"use_billing_address_for_tax" boolean DEFAULT false NOT NULL,
	"address" jsonb,
	"apply_credit" boolean DEFAULT false NOT NULL,
	"payment_provider_id" text,
	"promo_id" integer,
	"location_id" integer,
	"guest" boolean DEFAULT false NOT NULL,
	"guest_email" text,
	"guest_address_data" jsonb,
	"guest_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoiced_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"prints_ready_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "orders_guestToken_unique" UNIQUE("guest_token"),
	CONSTRAINT "orders_customer_or_guest" CHECK ("orders"."customer_id" is not null or "orders"."guest")
);
--> statement-breakpoint
CREATE TABLE "pick_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"customer_id" integer NOT NULL,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"once_per_customer" boolean NOT NULL,
	"discount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"method" "shipment_method" NOT NULL,
	"carrier" "carrier",
	"service_level" text,
	"to_customer" boolean DEFAULT false NOT NULL,
	"customer_address_id" integer,
	"tracking_number" text,
	"carrier_shipment" jsonb,
	"label_path" text,
	"cost" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"default_payment_method_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"subscription_id" integer,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"idempotency_key" text,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_period_end" timestamp with time zone,
	"provider_subscription_id" text,
	"price_lookup_key" text,
	"promo_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "film_rolls" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"pick_up_id" integer,
	"name" text,
	"brand" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"format" text DEFAULT '35mm' NOT NULL,
	"process" text DEFAULT 'C-41' NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"scan_quality" "scan_size" DEFAULT 'STANDARD_2K' NOT NULL,
	"rush" boolean DEFAULT false NOT NULL,
	"sleeving" "sleeving" DEFAULT 'NONE' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"developed_at" timestamp with time zone,
	"scanned_at" timestamp with time zone,
	"synced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roll_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"film_roll_id" integer NOT NULL,
	"order_id" integer,
	"event" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roll_order_defaults" (
	"id" serial PRIMARY KEY NOT NULL,
	"temp_key" text,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"pick_up_id" integer,
	"film_roll_id" integer,
	"return_to_customer" boolean DEFAULT false NOT NULL,
	"push_pull_id" integer,
	"cross_process_id" integer,
	"add_prints" boolean DEFAULT false NOT NULL,
	"add_rush" boolean DEFAULT false NOT NULL,
	"sleeving" "sleeving" DEFAULT 'NONE' NOT NULL,
	"negatives_action" text,
	"scan_quality" "scan_size" DEFAULT 'STANDARD_2K' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_share_items" (
	"share_id" integer NOT NULL,
	"scan_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_share_items_share_id_scan_id_pk" PRIMARY KEY("share_id","scan_id")
);
--> statement-breakpoint
CREATE TABLE "scan_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scan_shares_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"film_roll_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"rotation" smallint DEFAULT 0 NOT NULL,
	"content_type" text DEFAULT 'image/jpeg' NOT NULL,
	"hi_res_key" text,
	"mid_res_key" text,
	"mid_res_optimized_key" text,
	"thumbnail_key" text,
	"width" integer,
	"height" integer,
	"size_bytes" integer,
	"processed_at" timestamp with time zone,
	"unlocked_at" timestamp with time zone,
	"unlocked_size" text,
	"tiff_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scans_rotation" CHECK ("scans"."rotation" in (0, 90, 180, 270))
);
--> statement-breakpoint
CREATE TABLE "film_roll_locations" (
	"film_roll_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "film_roll_locations_film_roll_id_location_id_pk" PRIMARY KEY("film_roll_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "film_roll_tags" (
	"film_roll_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "film_roll_tags_film_roll_id_tag_id_pk" PRIMARY KEY("film_roll_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "photo_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"place_id" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_locations" (
	"scan_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "scan_locations_scan_id_location_id_pk" PRIMARY KEY("scan_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "scan_tags" (
	"scan_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "scan_tags_scan_id_tag_id_pk" PRIMARY KEY("scan_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"finish" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "papers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "print_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text,
	"target_printer" text,
	"width" integer,
	"height" integer,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_drafts_draftId_unique" UNIQUE("draft_id")
);
--> statement-breakpoint
CREATE TABLE "prints" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer,
	"user_id" integer,
	"print_draft_id" integer,
	"paper_id" integer,
	"product_variant_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prints_quantity" CHECK ("prints"."quantity" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "messenger_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"messenger_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messenger_hours_day" CHECK ("messenger_hours"."day_of_week" between 0 and 6),
	CONSTRAINT "messenger_hours_span" CHECK ("messenger_hours"."start_time" < "messenger_hours"."end_time")
);
--> statement-breakpoint
CREATE TABLE "messenger_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"messenger_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'PLANNED' NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text,
	"vehicle" text,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messengers_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "route_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer,
	"address_id" integer,
	"order_id" integer,
	"pick_up_id" integer,
	"window_start" timestamp with time zone,
	"window_end" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_media_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"scan_id" integer,
	"user_id" integer NOT NULL,
	"handle" text,
	"film_brand" text DEFAULT '' NOT NULL,
	"film_model" text DEFAULT '' NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"selected_at" timestamp with time zone,
	"thumbnail_key" text NOT NULL,
	"hi_res_key" text NOT NULL,
	"mid_res_optimized_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_media_submissions_scanId_unique" UNIQUE("scan_id")
);
--> statement-breakpoint
CREATE TABLE "feed_cache" (
	"url" text PRIMARY KEY NOT NULL,
	"posts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"zip" text DEFAULT '0' NOT NULL,
	"ip_address" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"step" text PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_codes" ADD CONSTRAINT "two_factor_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_collection_id_product_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."product_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_redemptions" ADD CONSTRAINT "credit_redemptions_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_redemptions" ADD CONSTRAINT "credit_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_redemptions" ADD CONSTRAINT "credit_redemptions_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_redemptions" ADD CONSTRAINT "credit_redemptions_film_roll_id_film_rolls_id_fk" FOREIGN KEY ("film_roll_id") REFERENCES "public"."film_rolls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD CONSTRAINT "zip_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD CONSTRAINT "zip_downloads_pick_up_id_pick_ups_id_fk" FOREIGN KEY ("pick_up_id") REFERENCES "public"."pick_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_default_product_variant_id_product_variants_id_fk" FOREIGN KEY ("default_product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_product_detail_id_product_details_id_fk" FOREIGN KEY ("product_detail_id") REFERENCES "public"."product_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_collection_id_product_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."product_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_location_id_lab_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."lab_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_ups" ADD CONSTRAINT "pick_ups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_ups" ADD CONSTRAINT "pick_ups_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_customer_address_id_addresses_id_fk" FOREIGN KEY ("customer_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_rolls" ADD CONSTRAINT "film_rolls_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_rolls" ADD CONSTRAINT "film_rolls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_rolls" ADD CONSTRAINT "film_rolls_pick_up_id_pick_ups_id_fk" FOREIGN KEY ("pick_up_id") REFERENCES "public"."pick_ups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_events" ADD CONSTRAINT "roll_events_film_roll_id_film_rolls_id_fk" FOREIGN KEY ("film_roll_id") REFERENCES "public"."film_rolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_events" ADD CONSTRAINT "roll_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_events" ADD CONSTRAINT "roll_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_order_defaults" ADD CONSTRAINT "roll_order_defaults_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_order_defaults" ADD CONSTRAINT "roll_order_defaults_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_order_defaults" ADD CONSTRAINT "roll_order_defaults_pick_up_id_pick_ups_id_fk" FOREIGN KEY ("pick_up_id") REFERENCES "public"."pick_ups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_order_defaults" ADD CONSTRAINT "roll_order_defaults_film_roll_id_film_rolls_id_fk" FOREIGN KEY ("film_roll_id") REFERENCES "public"."film_rolls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_order_defaults" ADD CONSTRAINT "roll_order_defaults_push_pull_id_product_variants_id_fk" FOREIGN KEY ("push_pull_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_order_defaults" ADD CONSTRAINT "roll_order_defaults_cross_process_id_product_variants_id_fk" FOREIGN KEY ("cross_process_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_share_items" ADD CONSTRAINT "scan_share_items_share_id_scan_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."scan_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_share_items" ADD CONSTRAINT "scan_share_items_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_shares" ADD CONSTRAINT "scan_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_film_roll_id_film_rolls_id_fk" FOREIGN KEY ("film_roll_id") REFERENCES "public"."film_rolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_roll_locations" ADD CONSTRAINT "film_roll_locations_film_roll_id_film_rolls_id_fk" FOREIGN KEY ("film_roll_id") REFERENCES "public"."film_rolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_roll_locations" ADD CONSTRAINT "film_roll_locations_location_id_photo_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."photo_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_roll_tags" ADD CONSTRAINT "film_roll_tags_film_roll_id_film_rolls_id_fk" FOREIGN KEY ("film_roll_id") REFERENCES "public"."film_rolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_roll_tags" ADD CONSTRAINT "film_roll_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_locations" ADD CONSTRAINT "photo_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_locations" ADD CONSTRAINT "scan_locations_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_locations" ADD CONSTRAINT "scan_locations_location_id_photo_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."photo_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_tags" ADD CONSTRAINT "scan_tags_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_tags" ADD CONSTRAINT "scan_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_drafts" ADD CONSTRAINT "print_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prints" ADD CONSTRAINT "prints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prints" ADD CONSTRAINT "prints_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prints" ADD CONSTRAINT "prints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prints" ADD CONSTRAINT "prints_print_draft_id_print_drafts_id_fk" FOREIGN KEY ("print_draft_id") REFERENCES "public"."print_drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prints" ADD CONSTRAINT "prints_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prints" ADD CONSTRAINT "prints_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_hours" ADD CONSTRAINT "messenger_hours_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_routes" ADD CONSTRAINT "messenger_routes_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messengers" ADD CONSTRAINT "messengers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_route_id_messenger_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."messenger_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_pick_up_id_pick_ups_id_fk" FOREIGN KEY ("pick_up_id") REFERENCES "public"."pick_ups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media_submissions" ADD CONSTRAINT "social_media_submissions_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media_submissions" ADD CONSTRAINT "social_media_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_attempts_lookup_idx" ON "auth_attempts" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_created_at_idx" ON "auth_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_codes_user_id_idx" ON "two_factor_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "collection_products_listing_idx" ON "collection_products" USING btree ("collection_id","position","product_id");--> statement-breakpoint
CREATE INDEX "collection_products_product_id_idx" ON "collection_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_collections_name_key" ON "product_collections" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_collections_active_order_idx" ON "product_collections" USING btree ("active","order_index");--> statement-breakpoint
CREATE INDEX "credit_redemptions_credit_id_idx" ON "credit_redemptions" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "credit_redemptions_order_id_idx" ON "credit_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_redemptions_order_line_id_idx" ON "credit_redemptions" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "credit_redemptions_film_roll_id_idx" ON "credit_redemptions" USING btree ("film_roll_id");--> statement-breakpoint
CREATE INDEX "credits_user_product_idx" ON "credits" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "credits_product_id_idx" ON "credits" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "credits_subscription_id_idx" ON "credits" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "credits_order_id_idx" ON "credits" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "zip_downloads_user_id_idx" ON "zip_downloads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "zip_downloads_pick_up_id_idx" ON "zip_downloads" USING btree ("pick_up_id");--> statement-breakpoint
CREATE INDEX "zip_downloads_status_idx" ON "zip_downloads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_preferences_user_key" ON "user_preferences" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_key" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_key" ON "users" USING btree ("google_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_facebook_subject_key" ON "users" USING btree ("facebook_subject");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "outbox_emails_created_at_idx" ON "outbox_emails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_to_idx" ON "outbox_emails" USING btree (lower("to"),"created_at");--> statement-breakpoint
CREATE INDEX "lab_locations_active_sort_idx" ON "lab_locations" USING btree ("active","sort_order");--> statement-breakpoint
CREATE INDEX "zip_codes_active_idx" ON "zip_codes" USING btree ("active","zip");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_email_key" ON "waitlist_entries" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "product_details_product_id_idx" ON "product_details" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_product_id_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_key" ON "products" USING btree (lower(replace("name", '-', ' ')));--> statement-breakpoint
CREATE INDEX "products_type_active_idx" ON "products" USING btree ("product_type","active");--> statement-breakpoint
CREATE INDEX "products_default_product_variant_id_idx" ON "products" USING btree ("default_product_variant_id");--> statement-breakpoint
CREATE INDEX "media_product_id_idx" ON "media" USING btree ("product_id","position","id");--> statement-breakpoint
CREATE INDEX "media_product_detail_id_idx" ON "media" USING btree ("product_detail_id","position");--> statement-breakpoint
CREATE INDEX "media_collection_id_idx" ON "media" USING btree ("collection_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "promos_code_key" ON "promos" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "promos_active_idx" ON "promos" USING btree ("active");--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_id_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_variant_id_idx" ON "order_lines" USING btree ("product_variant_id");--> statement-breakpoint
CREATE INDEX "orders_customer_id_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_promo_id_idx" ON "orders" USING btree ("promo_id","customer_id");--> statement-breakpoint
CREATE INDEX "orders_location_id_idx" ON "orders" USING btree ("location_id","status");--> statement-breakpoint
CREATE INDEX "orders_payment_provider_id_idx" ON "orders" USING btree ("payment_provider_id");--> statement-breakpoint
CREATE INDEX "pick_ups_order_id_idx" ON "pick_ups" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pick_ups_customer_id_idx" ON "pick_ups" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_once_per_customer_key" ON "promo_redemptions" USING btree ("promo_id","customer_id") WHERE "promo_redemptions"."customer_id" is not null and "promo_redemptions"."once_per_customer";--> statement-breakpoint
CREATE INDEX "promo_redemptions_customer_id_idx" ON "promo_redemptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "shipments_order_id_idx" ON "shipments" USING btree ("order_id","method");--> statement-breakpoint
CREATE INDEX "shipments_customer_id_idx" ON "shipments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "shipments_customer_address_id_idx" ON "shipments" USING btree ("customer_address_id");--> statement-breakpoint
CREATE INDEX "shipments_tracking_number_idx" ON "shipments" USING btree ("tracking_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_provider_customer_key" ON "payment_customers" USING btree ("provider","provider_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_provider_method_key" ON "payment_methods" USING btree ("provider","provider_payment_method_id");--> statement-breakpoint
CREATE INDEX "payment_methods_user_id_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_user_id_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_subscription_id_idx" ON "payments" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_id_idx" ON "subscriptions" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "subscriptions_promo_id_idx" ON "subscriptions" USING btree ("promo_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_period_idx" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_key" ON "subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_provider_event_key" ON "webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "film_rolls_customer_id_idx" ON "film_rolls" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "film_rolls_order_id_idx" ON "film_rolls" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "film_rolls_pick_up_id_idx" ON "film_rolls" USING btree ("pick_up_id");--> statement-breakpoint
CREATE INDEX "film_rolls_process_status_idx" ON "film_rolls" USING btree ("process","status");--> statement-breakpoint
CREATE INDEX "film_rolls_developed_at_idx" ON "film_rolls" USING btree ("developed_at");--> statement-breakpoint
CREATE INDEX "film_rolls_scanned_at_idx" ON "film_rolls" USING btree ("scanned_at");--> statement-breakpoint
CREATE INDEX "film_rolls_synced_at_idx" ON "film_rolls" USING btree ("synced_at");--> statement-breakpoint
CREATE INDEX "roll_events_film_roll_id_idx" ON "roll_events" USING btree ("film_roll_id","created_at");--> statement-breakpoint
CREATE INDEX "roll_events_event_idx" ON "roll_events" USING btree ("event","created_at");--> statement-breakpoint
CREATE INDEX "roll_events_order_id_idx" ON "roll_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "roll_events_actor_id_idx" ON "roll_events" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roll_order_defaults_order_temp_key" ON "roll_order_defaults" USING btree ("order_id","temp_key");--> statement-breakpoint
CREATE INDEX "roll_order_defaults_customer_id_idx" ON "roll_order_defaults" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "roll_order_defaults_pick_up_id_idx" ON "roll_order_defaults" USING btree ("pick_up_id");--> statement-breakpoint
CREATE INDEX "roll_order_defaults_film_roll_id_idx" ON "roll_order_defaults" USING btree ("film_roll_id");--> statement-breakpoint
CREATE INDEX "roll_order_defaults_push_pull_id_idx" ON "roll_order_defaults" USING btree ("push_pull_id");--> statement-breakpoint
CREATE INDEX "roll_order_defaults_cross_process_id_idx" ON "roll_order_defaults" USING btree ("cross_process_id");--> statement-breakpoint
CREATE INDEX "scan_share_items_scan_id_idx" ON "scan_share_items" USING btree ("scan_id");--> statement-breakpoint
CREATE INDEX "scan_shares_user_id_idx" ON "scan_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scans_film_roll_id_idx" ON "scans" USING btree ("film_roll_id","position");--> statement-breakpoint
CREATE INDEX "scans_customer_id_idx" ON "scans" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "film_roll_locations_location_id_idx" ON "film_roll_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "film_roll_tags_tag_id_idx" ON "film_roll_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_locations_user_name_key" ON "photo_locations" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "scan_locations_location_id_idx" ON "scan_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "scan_tags_tag_id_idx" ON "scan_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_user_name_key" ON "tags" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "print_drafts_user_id_idx" ON "print_drafts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prints_order_id_idx" ON "prints" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "prints_order_line_id_idx" ON "prints" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "prints_user_id_idx" ON "prints" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prints_print_draft_id_idx" ON "prints" USING btree ("print_draft_id");--> statement-breakpoint
CREATE INDEX "prints_paper_id_idx" ON "prints" USING btree ("paper_id");--> statement-breakpoint
CREATE INDEX "prints_product_variant_id_idx" ON "prints" USING btree ("product_variant_id");--> statement-breakpoint
CREATE INDEX "messenger_hours_messenger_id_idx" ON "messenger_hours" USING btree ("messenger_id","day_of_week");--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_routes_messenger_date_key" ON "messenger_routes" USING btree ("messenger_id","date");--> statement-breakpoint
CREATE INDEX "messengers_active_idx" ON "messengers" USING btree ("active");--> statement-breakpoint
CREATE INDEX "route_stops_route_id_idx" ON "route_stops" USING btree ("route_id","position");--> statement-breakpoint
CREATE INDEX "route_stops_customer_id_idx" ON "route_stops" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "route_stops_address_id_idx" ON "route_stops" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "route_stops_order_id_idx" ON "route_stops" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "route_stops_pick_up_id_idx" ON "route_stops" USING btree ("pick_up_id");--> statement-breakpoint
CREATE INDEX "social_media_submissions_selected_idx" ON "social_media_submissions" USING btree ("selected","selected_at");--> statement-breakpoint
CREATE INDEX "social_media_submissions_user_id_idx" ON "social_media_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "social_media_submissions_created_at_idx" ON "social_media_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");