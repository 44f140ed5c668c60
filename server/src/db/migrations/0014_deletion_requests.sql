CREATE SEQUENCE "public"."user_deletion_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "pending_file_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_deletion_requests" (
	"id" text PRIMARY KEY DEFAULT 'DEL' || lpad(nextval('user_deletion_requests_id_seq')::text, 8, '0') NOT NULL,
	"customer_id" text NOT NULL,
	"user_name" text NOT NULL,
	"customer_name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"remark" text,
	"requested_by" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_deletion_requests_status_ck" CHECK ("user_deletion_requests"."status" IN ('open', 'revoked', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'Booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_link_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "link_url" text;--> statement-breakpoint
ALTER TABLE "user_deletion_requests" ADD CONSTRAINT "user_deletion_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_deletion_requests_last_update_idx" ON "user_deletion_requests" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "user_deletion_requests_status_idx" ON "user_deletion_requests" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "user_deletion_requests_customer_name_idx" ON "user_deletion_requests" USING btree ("customer_name","last_update","id");--> statement-breakpoint
CREATE INDEX "user_deletion_requests_customer_idx" ON "user_deletion_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_deletion_requests_open_uq" ON "user_deletion_requests" USING btree ("customer_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "payments_method_idx" ON "payments" USING btree ("method","last_update");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_link_idx" ON "payments" USING btree ("gateway","gateway_link_id");