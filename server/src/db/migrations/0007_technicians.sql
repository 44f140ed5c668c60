CREATE TABLE "technician_bank_details" (
	"technician_id" text PRIMARY KEY NOT NULL,
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
CREATE TABLE "technician_brand_products" (
	"technician_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "technician_brand_products_technician_id_brand_id_product_id_pk" PRIMARY KEY("technician_id","brand_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "technician_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"technician_id" text NOT NULL,
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
CREATE TABLE "technician_service_areas" (
	"technician_id" text NOT NULL,
	"pincode" integer NOT NULL,
	"area" text NOT NULL,
	CONSTRAINT "technician_service_areas_technician_id_pincode_area_pk" PRIMARY KEY("technician_id","pincode","area")
);
--> statement-breakpoint
CREATE TABLE "technician_services" (
	"technician_id" text NOT NULL,
	"service_id" text NOT NULL,
	"daily_call_capacity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "technician_services_technician_id_service_id_pk" PRIMARY KEY("technician_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "current_address" jsonb;--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "permanent_address" jsonb;--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "reward_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "profile_image" jsonb;--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "technician_bank_details" ADD CONSTRAINT "technician_bank_details_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_brand_products" ADD CONSTRAINT "technician_brand_products_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_brand_products" ADD CONSTRAINT "technician_brand_products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_brand_products" ADD CONSTRAINT "technician_brand_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_documents" ADD CONSTRAINT "technician_documents_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_service_areas" ADD CONSTRAINT "technician_service_areas_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_services" ADD CONSTRAINT "technician_services_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_services" ADD CONSTRAINT "technician_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tech_brand_products_idx" ON "technician_brand_products" USING btree ("brand_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tech_documents_type_uq" ON "technician_documents" USING btree ("technician_id",lower("doc_type"));--> statement-breakpoint
CREATE INDEX "tech_service_areas_area_idx" ON "technician_service_areas" USING btree ("pincode","area");--> statement-breakpoint
CREATE INDEX "tech_services_service_idx" ON "technician_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "technicians_last_update_idx" ON "technicians" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "technicians_status_idx" ON "technicians" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "technicians_partner_idx" ON "technicians" USING btree ("channel_partner_id","last_update","id");--> statement-breakpoint
CREATE INDEX "technicians_partner_status_idx" ON "technicians" USING btree ("channel_partner_id","status","last_update","id");--> statement-breakpoint
CREATE UNIQUE INDEX "technicians_email_uq" ON "technicians" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_reward_points_not_negative" CHECK ("technicians"."reward_points" >= 0);