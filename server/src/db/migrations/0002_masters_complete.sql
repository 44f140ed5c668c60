CREATE SEQUENCE "public"."categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 112 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."disposal_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."e_waste_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."gst_slabs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."repair_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."reward_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 106 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."service_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."service_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."spare_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."spare_part_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."uoms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY DEFAULT 'CPN' || nextval('coupons_id_seq') NOT NULL,
	"code" text NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disposal_methods" (
	"id" text PRIMARY KEY DEFAULT 'DSP' || nextval('disposal_methods_id_seq') NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_waste_items" (
	"id" text PRIMARY KEY DEFAULT 'EWI' || nextval('e_waste_items_id_seq') NOT NULL,
	"service_id" text NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"uom_id" text NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'Publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gst_slabs" (
	"id" text PRIMARY KEY DEFAULT 'GST' || nextval('gst_slabs_id_seq') NOT NULL,
	"slab" integer NOT NULL,
	"hsn_sac" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'Publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" text PRIMARY KEY DEFAULT 'ISS' || nextval('issues_id_seq') NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'Publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" text PRIMARY KEY DEFAULT 'MID' || nextval('models_id_seq') NOT NULL,
	"model_no" text NOT NULL,
	"product_id" text NOT NULL,
	"product_type" text NOT NULL,
	"category_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"status" text DEFAULT 'Publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_issues" (
	"product_id" text NOT NULL,
	"issue_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_issues_product_id_issue_id_pk" PRIMARY KEY("product_id","issue_id")
);
--> statement-breakpoint
CREATE TABLE "repair_services" (
	"id" text PRIMARY KEY DEFAULT 'RSV' || nextval('repair_services_id_seq') NOT NULL,
	"name" text NOT NULL,
	"product_id" text NOT NULL,
	"status" text DEFAULT 'Publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_points" (
	"id" text PRIMARY KEY DEFAULT 'RWP' || nextval('reward_points_id_seq') NOT NULL,
	"event" text NOT NULL,
	"points" integer NOT NULL,
	"status" text DEFAULT 'Publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_prices" (
	"id" text PRIMARY KEY DEFAULT 'PRC' || nextval('service_prices_id_seq') NOT NULL,
	"service_id" text NOT NULL,
	"category_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_type" text NOT NULL,
	"brand_id" text NOT NULL,
	"selling_price" numeric(12, 2) NOT NULL,
	"mrp" numeric(12, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"gst_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" text PRIMARY KEY DEFAULT 'STY' || nextval('service_types_id_seq') NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_part_models" (
	"spare_part_id" text NOT NULL,
	"model_id" text NOT NULL,
	"price" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_part_models_spare_part_id_model_id_pk" PRIMARY KEY("spare_part_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "spare_part_prices" (
	"id" text PRIMARY KEY DEFAULT 'SPP' || nextval('spare_part_prices_id_seq') NOT NULL,
	"spare_part_id" text NOT NULL,
	"model_id" text,
	"selling_price" numeric(12, 2) NOT NULL,
	"mrp" numeric(12, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_parts" (
	"id" text PRIMARY KEY DEFAULT 'SPID' || nextval('spare_parts_id_seq') NOT NULL,
	"part_number" text NOT NULL,
	"name" text NOT NULL,
	"uom_id" text NOT NULL,
	"hsn_code" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"generic" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uoms" (
	"id" text PRIMARY KEY DEFAULT 'UOM' || nextval('uoms_id_seq') NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'Publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "id" SET DEFAULT 'CID' || nextval('categories_id_seq');--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "id" SET DEFAULT 'SID' || nextval('services_id_seq');--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image" jsonb;--> statement-breakpoint
ALTER TABLE "e_waste_items" ADD CONSTRAINT "e_waste_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_waste_items" ADD CONSTRAINT "e_waste_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_waste_items" ADD CONSTRAINT "e_waste_items_uom_id_uoms_id_fk" FOREIGN KEY ("uom_id") REFERENCES "public"."uoms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_issues" ADD CONSTRAINT "product_issues_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_issues" ADD CONSTRAINT "product_issues_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_services" ADD CONSTRAINT "repair_services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_gst_id_gst_slabs_id_fk" FOREIGN KEY ("gst_id") REFERENCES "public"."gst_slabs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_models" ADD CONSTRAINT "spare_part_models_spare_part_id_spare_parts_id_fk" FOREIGN KEY ("spare_part_id") REFERENCES "public"."spare_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_models" ADD CONSTRAINT "spare_part_models_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_prices" ADD CONSTRAINT "spare_part_prices_spare_part_id_spare_parts_id_fk" FOREIGN KEY ("spare_part_id") REFERENCES "public"."spare_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_prices" ADD CONSTRAINT "spare_part_prices_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_parts" ADD CONSTRAINT "spare_parts_uom_id_uoms_id_fk" FOREIGN KEY ("uom_id") REFERENCES "public"."uoms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "disposal_methods_name_uq" ON "disposal_methods" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "e_waste_items_category_name_uq" ON "e_waste_items" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE INDEX "e_waste_items_service_idx" ON "e_waste_items" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "e_waste_items_uom_idx" ON "e_waste_items" USING btree ("uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gst_slabs_slab_hsn_uq" ON "gst_slabs" USING btree ("slab","hsn_sac");--> statement-breakpoint
CREATE UNIQUE INDEX "issues_name_uq" ON "issues" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "issues_last_update_idx" ON "issues" USING btree ("last_update");--> statement-breakpoint
CREATE UNIQUE INDEX "models_brand_model_no_uq" ON "models" USING btree ("brand_id",lower("model_no"));--> statement-breakpoint
CREATE INDEX "models_product_brand_idx" ON "models" USING btree ("product_id","brand_id","last_update");--> statement-breakpoint
CREATE INDEX "models_category_idx" ON "models" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "models_last_update_idx" ON "models" USING btree ("last_update");--> statement-breakpoint
CREATE INDEX "product_issues_issue_idx" ON "product_issues" USING btree ("issue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_services_product_name_uq" ON "repair_services" USING btree ("product_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "reward_points_event_uq" ON "reward_points" USING btree ("event");--> statement-breakpoint
CREATE INDEX "service_prices_key_idx" ON "service_prices" USING btree ("product_id","brand_id","product_type","service_id","category_id");--> statement-breakpoint
CREATE INDEX "service_prices_brand_idx" ON "service_prices" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "service_prices_category_idx" ON "service_prices" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "service_prices_service_idx" ON "service_prices" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_prices_gst_idx" ON "service_prices" USING btree ("gst_id");--> statement-breakpoint
CREATE INDEX "service_prices_last_update_idx" ON "service_prices" USING btree ("last_update");--> statement-breakpoint
CREATE UNIQUE INDEX "service_types_name_uq" ON "service_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "spare_part_models_model_idx" ON "spare_part_models" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "spare_part_prices_part_idx" ON "spare_part_prices" USING btree ("spare_part_id","model_id");--> statement-breakpoint
CREATE INDEX "spare_part_prices_model_idx" ON "spare_part_prices" USING btree ("model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spare_parts_part_number_uq" ON "spare_parts" USING btree (lower("part_number"));--> statement-breakpoint
CREATE INDEX "spare_parts_uom_idx" ON "spare_parts" USING btree ("uom_id");--> statement-breakpoint
CREATE INDEX "spare_parts_last_update_idx" ON "spare_parts" USING btree ("last_update");--> statement-breakpoint
CREATE UNIQUE INDEX "uoms_name_uq" ON "uoms" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "uoms_code_uq" ON "uoms" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_uq" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "categories_service_idx" ON "categories" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");