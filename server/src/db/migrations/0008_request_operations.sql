CREATE TABLE "request_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" text NOT NULL,
	"request_kind" text NOT NULL,
	"comment" text NOT NULL,
	"by_id" text,
	"by_user_name" text NOT NULL,
	"by_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" text NOT NULL,
	"request_kind" text NOT NULL,
	"doc_type" text NOT NULL,
	"file" jsonb NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_spare_parts" (
	"request_id" text NOT NULL,
	"spare_part_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_spare_parts_request_id_spare_part_id_pk" PRIMARY KEY("request_id","spare_part_id"),
	CONSTRAINT "request_spare_parts_quantity_positive" CHECK ("request_spare_parts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "request_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" text NOT NULL,
	"request_kind" text NOT NULL,
	"kind" text NOT NULL,
	"from_date" date NOT NULL,
	"from_slot" text NOT NULL,
	"to_date" date NOT NULL,
	"to_slot" text NOT NULL,
	"reason" text NOT NULL,
	"by_user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technician_slot_capacity" (
	"technician_id" text NOT NULL,
	"service_id" text NOT NULL,
	"day" date NOT NULL,
	"slot" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "technician_slot_capacity_technician_id_service_id_day_slot_pk" PRIMARY KEY("technician_id","service_id","day","slot"),
	CONSTRAINT "technician_slot_capacity_booked_within" CHECK ("technician_slot_capacity"."booked" >= 0 AND "technician_slot_capacity"."booked" <= "technician_slot_capacity"."capacity")
);
--> statement-breakpoint
ALTER TABLE "pick_up_requests" ADD COLUMN "admin_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_up_requests" ADD COLUMN "admin_discount_reason" text;--> statement-breakpoint
ALTER TABLE "pick_up_requests" ADD COLUMN "admin_discount_by" text;--> statement-breakpoint
ALTER TABLE "pick_up_requests" ADD COLUMN "status_remark" text;--> statement-breakpoint
ALTER TABLE "pick_up_requests" ADD COLUMN "disposal_method" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "admin_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "admin_discount_reason" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "admin_discount_by" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "status_remark" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "diagnosis" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "spare_parts_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_spare_parts" ADD CONSTRAINT "request_spare_parts_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_spare_parts" ADD CONSTRAINT "request_spare_parts_spare_part_id_spare_parts_id_fk" FOREIGN KEY ("spare_part_id") REFERENCES "public"."spare_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_slot_capacity" ADD CONSTRAINT "technician_slot_capacity_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_slot_capacity" ADD CONSTRAINT "technician_slot_capacity_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_comments_request_idx" ON "request_comments" USING btree ("request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "request_documents_request_idx" ON "request_documents" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "request_visits_request_idx" ON "request_visits" USING btree ("request_id","created_at");