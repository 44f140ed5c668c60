CREATE TABLE "channel_partner_bank_details" (
	"channel_partner_id" text PRIMARY KEY NOT NULL,
	"ifsc_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch" text NOT NULL,
	"city" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"account_number_length" integer NOT NULL,
	"account_type" text NOT NULL,
	"cheque" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_partner_brand_products" (
	"channel_partner_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "channel_partner_brand_products_channel_partner_id_brand_id_product_id_pk" PRIMARY KEY("channel_partner_id","brand_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "channel_partner_day_areas" (
	"channel_partner_id" text NOT NULL,
	"day" smallint NOT NULL,
	"pincode" integer NOT NULL,
	"area" text NOT NULL,
	CONSTRAINT "channel_partner_day_areas_channel_partner_id_day_pincode_area_pk" PRIMARY KEY("channel_partner_id","day","pincode","area")
);
--> statement-breakpoint
CREATE TABLE "channel_partner_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_partner_id" text NOT NULL,
	"doc_type" text NOT NULL,
	"doc_number" text,
	"doc_number_encrypted" text,
	"doc_number_last4" text,
	"doc_number_length" integer,
	"file" jsonb NOT NULL,
	"mandatory" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_partner_services" (
	"channel_partner_id" text NOT NULL,
	"service_id" text NOT NULL,
	"daily_call_capacity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "channel_partner_services_channel_partner_id_service_id_pk" PRIMARY KEY("channel_partner_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "platform_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "reward_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "profile_image" jsonb;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "pincode" integer;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "manager_name" text;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "manager_email" text;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "manager_mobile" text;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "contract_start_date" date;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "contract_end_date" date;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "invite_challenge_hash" text;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_partners" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_partner_bank_details" ADD CONSTRAINT "channel_partner_bank_details_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_partner_brand_products" ADD CONSTRAINT "channel_partner_brand_products_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_partner_brand_products" ADD CONSTRAINT "channel_partner_brand_products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_partner_brand_products" ADD CONSTRAINT "channel_partner_brand_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_partner_day_areas" ADD CONSTRAINT "cp_day_areas_service_area_fk" FOREIGN KEY ("channel_partner_id","pincode","area") REFERENCES "public"."channel_partner_service_areas"("channel_partner_id","pincode","area") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_partner_documents" ADD CONSTRAINT "channel_partner_documents_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_partner_services" ADD CONSTRAINT "channel_partner_services_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_partner_services" ADD CONSTRAINT "channel_partner_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cp_brand_products_idx" ON "channel_partner_brand_products" USING btree ("brand_id","product_id");--> statement-breakpoint
CREATE INDEX "cp_day_areas_area_idx" ON "channel_partner_day_areas" USING btree ("pincode","area","day");--> statement-breakpoint
CREATE UNIQUE INDEX "cp_documents_type_uq" ON "channel_partner_documents" USING btree ("channel_partner_id",lower("doc_type"));--> statement-breakpoint
CREATE INDEX "cp_services_service_idx" ON "channel_partner_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "stored_files_entity_idx" ON "stored_files" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "channel_partners_status_idx" ON "channel_partners" USING btree ("status","last_update");--> statement-breakpoint
CREATE INDEX "channel_partners_name_idx" ON "channel_partners" USING btree ("name");