CREATE SEQUENCE "public"."ewaste_drives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "ewaste_drive_lines" (
	"drive_id" text NOT NULL,
	"category_id" text NOT NULL,
	"uom_id" text NOT NULL,
	"target_grams" bigint NOT NULL,
	"collected_grams" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ewaste_drive_lines_drive_id_category_id_pk" PRIMARY KEY("drive_id","category_id"),
	CONSTRAINT "ewaste_drive_lines_grams_ck" CHECK ("ewaste_drive_lines"."target_grams" >= 0 AND ("ewaste_drive_lines"."collected_grams" IS NULL OR "ewaste_drive_lines"."collected_grams" >= 0))
);
--> statement-breakpoint
CREATE TABLE "ewaste_drives" (
	"id" text PRIMARY KEY DEFAULT 'EWD' || lpad(nextval('ewaste_drives_id_seq')::text, 5, '0') NOT NULL,
	"name" text NOT NULL,
	"drive_date" date NOT NULL,
	"status" text DEFAULT 'Planned' NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"pincode" integer NOT NULL,
	"area" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"channel_partner_id" text NOT NULL,
	"disposal_method" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"remark" text,
	"target_grams" bigint DEFAULT 0 NOT NULL,
	"collected_grams" bigint DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ewaste_drives_status_ck" CHECK ("ewaste_drives"."status" IN ('Planned', 'Completed', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "apk_builds" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"key" text NOT NULL,
	"app_name" text NOT NULL,
	"version" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text,
	"uploaded_by_name" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apk_builds_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "ewaste_drive_lines" ADD CONSTRAINT "ewaste_drive_lines_drive_id_ewaste_drives_id_fk" FOREIGN KEY ("drive_id") REFERENCES "public"."ewaste_drives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ewaste_drive_lines" ADD CONSTRAINT "ewaste_drive_lines_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ewaste_drive_lines" ADD CONSTRAINT "ewaste_drive_lines_uom_id_uoms_id_fk" FOREIGN KEY ("uom_id") REFERENCES "public"."uoms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ewaste_drives" ADD CONSTRAINT "ewaste_drives_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ewaste_drive_lines_category_idx" ON "ewaste_drive_lines" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ewaste_drives_date_idx" ON "ewaste_drives" USING btree ("drive_date","id");--> statement-breakpoint
CREATE INDEX "ewaste_drives_status_idx" ON "ewaste_drives" USING btree ("status","drive_date","id");--> statement-breakpoint
CREATE INDEX "ewaste_drives_partner_idx" ON "ewaste_drives" USING btree ("channel_partner_id","drive_date","id");--> statement-breakpoint
CREATE INDEX "ewaste_drives_state_idx" ON "ewaste_drives" USING btree ("state","drive_date","id");--> statement-breakpoint
CREATE INDEX "ewaste_drives_last_update_idx" ON "ewaste_drives" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "ewaste_drives_name_trgm_idx" ON "ewaste_drives" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "apk_builds_app_version_uq" ON "apk_builds" USING btree ("app_name","version");--> statement-breakpoint
CREATE INDEX "apk_builds_uploaded_at_idx" ON "apk_builds" USING btree ("uploaded_at");