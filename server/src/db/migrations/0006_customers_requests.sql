CREATE SEQUENCE "public"."customer_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."customer_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."request_ids_ereq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."request_ids_preq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."request_ids_req_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."request_ids_treq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."request_ids_ureq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" text PRIMARY KEY DEFAULT 'ADR' || nextval('customer_addresses_id_seq') NOT NULL,
	"customer_id" text NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"area" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_products" (
	"id" text PRIMARY KEY DEFAULT 'UPR' || nextval('customer_products_id_seq') NOT NULL,
	"customer_id" text NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"product_id" text NOT NULL,
	"product_type" text NOT NULL,
	"brand_id" text NOT NULL,
	"model_no" text DEFAULT '' NOT NULL,
	"serial_no" text DEFAULT '' NOT NULL,
	"warranty_status" text NOT NULL,
	"purchase_date" date,
	"additional_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"is_editable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY DEFAULT 'CUS' || nextval('customers_id_seq') NOT NULL,
	"user_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile_number" text NOT NULL,
	"alt_mobile_number" text DEFAULT '' NOT NULL,
	"pincode" integer NOT NULL,
	"referral_code" text NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_reward_points_not_negative" CHECK ("customers"."reward_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"user_name" text NOT NULL,
	"ref_id" text NOT NULL,
	"id_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_submissions" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"request_id" text NOT NULL,
	"request_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_submissions_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY DEFAULT 'PAY' || nextval('payments_id_seq') NOT NULL,
	"request_id" text NOT NULL,
	"request_kind" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pick_up_request_products" (
	"request_id" text NOT NULL,
	"position" integer NOT NULL,
	"user_product_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_type" text NOT NULL,
	"brand_id" text NOT NULL,
	CONSTRAINT "pick_up_request_products_request_id_position_pk" PRIMARY KEY("request_id","position")
);
--> statement-breakpoint
CREATE TABLE "pick_up_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"user_name" text NOT NULL,
	"channel_partner_id" text NOT NULL,
	"technician_id" text,
	"dealer_id" text,
	"booked_by" text NOT NULL,
	"booked_by_role" text NOT NULL,
	"source" text NOT NULL,
	"request_from" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"address_id" text,
	"address_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"area" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" integer NOT NULL,
	"appointment_date" date NOT NULL,
	"appointment_slot" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"gst_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer DEFAULT 0 NOT NULL,
	"igst_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"coupon_percent" numeric(5, 2),
	"reward_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_issues" (
	"request_id" text NOT NULL,
	"position" integer NOT NULL,
	"issue_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "request_issues_request_id_position_pk" PRIMARY KEY("request_id","position")
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"user_name" text NOT NULL,
	"channel_partner_id" text NOT NULL,
	"technician_id" text,
	"dealer_id" text,
	"booked_by" text NOT NULL,
	"booked_by_role" text NOT NULL,
	"source" text NOT NULL,
	"request_from" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"address_id" text,
	"address_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"area" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" integer NOT NULL,
	"appointment_date" date NOT NULL,
	"appointment_slot" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"gst_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer DEFAULT 0 NOT NULL,
	"igst_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"coupon_percent" numeric(5, 2),
	"reward_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"user_product_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_type" text NOT NULL,
	"brand_id" text NOT NULL,
	"category_id" text NOT NULL,
	"spare_part_id" text
);
--> statement-breakpoint
CREATE TABLE "slot_capacity" (
	"channel_partner_id" text NOT NULL,
	"service_id" text NOT NULL,
	"day" date NOT NULL,
	"slot" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_capacity_channel_partner_id_service_id_day_slot_pk" PRIMARY KEY("channel_partner_id","service_id","day","slot"),
	CONSTRAINT "slot_capacity_booked_within" CHECK ("slot_capacity"."booked" >= 0 AND "slot_capacity"."booked" <= "slot_capacity"."capacity")
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_products" ADD CONSTRAINT "customer_products_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_products" ADD CONSTRAINT "customer_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_products" ADD CONSTRAINT "customer_products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_up_request_products" ADD CONSTRAINT "pick_up_request_products_request_id_pick_up_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."pick_up_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_up_request_products" ADD CONSTRAINT "pick_up_request_products_user_product_id_customer_products_id_fk" FOREIGN KEY ("user_product_id") REFERENCES "public"."customer_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_up_request_products" ADD CONSTRAINT "pick_up_request_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_up_request_products" ADD CONSTRAINT "pick_up_request_products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_up_requests" ADD CONSTRAINT "pick_up_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_up_requests" ADD CONSTRAINT "pick_up_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_up_requests" ADD CONSTRAINT "pick_up_requests_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_up_requests" ADD CONSTRAINT "pick_up_requests_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_up_requests" ADD CONSTRAINT "pick_up_requests_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_up_requests" ADD CONSTRAINT "pick_up_requests_address_id_customer_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_issues" ADD CONSTRAINT "request_issues_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_issues" ADD CONSTRAINT "request_issues_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_address_id_customer_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_user_product_id_customer_products_id_fk" FOREIGN KEY ("user_product_id") REFERENCES "public"."customer_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_capacity" ADD CONSTRAINT "slot_capacity_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_capacity" ADD CONSTRAINT "slot_capacity_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_products_customer_idx" ON "customer_products" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_user_name_uq" ON "customers" USING btree ("user_name");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_mobile_uq" ON "customers" USING btree ("mobile_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_referral_code_uq" ON "customers" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "customers_last_update_idx" ON "customers" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ((lower("first_name" || ' ' || "last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reward_entries_customer_idx" ON "reward_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_submissions_created_idx" ON "booking_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_request_idx" ON "payments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","last_update");--> statement-breakpoint
CREATE INDEX "pick_up_requests_last_update_idx" ON "pick_up_requests" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "pick_up_requests_customer_idx" ON "pick_up_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "pick_up_requests_user_name_idx" ON "pick_up_requests" USING btree ("user_name","last_update","id");--> statement-breakpoint
CREATE INDEX "pick_up_requests_partner_idx" ON "pick_up_requests" USING btree ("channel_partner_id","last_update","id");--> statement-breakpoint
CREATE INDEX "pick_up_requests_technician_idx" ON "pick_up_requests" USING btree ("technician_id","last_update","id");--> statement-breakpoint
CREATE INDEX "pick_up_requests_dealer_idx" ON "pick_up_requests" USING btree ("dealer_id","last_update","id");--> statement-breakpoint
CREATE INDEX "pick_up_requests_status_idx" ON "pick_up_requests" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "pick_up_requests_service_idx" ON "pick_up_requests" USING btree ("service_id","last_update","id");--> statement-breakpoint
CREATE INDEX "pick_up_requests_appointment_idx" ON "pick_up_requests" USING btree ("appointment_date","id");--> statement-breakpoint
CREATE INDEX "requests_last_update_idx" ON "requests" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "requests_customer_idx" ON "requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_user_name_idx" ON "requests" USING btree ("user_name","last_update","id");--> statement-breakpoint
CREATE INDEX "requests_partner_idx" ON "requests" USING btree ("channel_partner_id","last_update","id");--> statement-breakpoint
CREATE INDEX "requests_technician_idx" ON "requests" USING btree ("technician_id","last_update","id");--> statement-breakpoint
CREATE INDEX "requests_dealer_idx" ON "requests" USING btree ("dealer_id","last_update","id");--> statement-breakpoint
CREATE INDEX "requests_status_idx" ON "requests" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "requests_service_idx" ON "requests" USING btree ("service_id","last_update","id");--> statement-breakpoint
CREATE INDEX "requests_appointment_idx" ON "requests" USING btree ("appointment_date","id");