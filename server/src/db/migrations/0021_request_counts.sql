CREATE TABLE "request_counts_by_day" (
	"kind" text NOT NULL,
	"service_id" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	"booked_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_counts_by_partner" (
	"kind" text NOT NULL,
	"service_id" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	"channel_partner_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_counts_by_status" (
	"kind" text NOT NULL,
	"service_id" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_counts_by_visit_day" (
	"kind" text NOT NULL,
	"service_id" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	"appointment_date" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_counts_by_day_idx" ON "request_counts_by_day" USING btree ("kind","booked_on");--> statement-breakpoint
CREATE INDEX "request_counts_by_partner_idx" ON "request_counts_by_partner" USING btree ("kind","channel_partner_id");--> statement-breakpoint
CREATE INDEX "request_counts_by_visit_day_idx" ON "request_counts_by_visit_day" USING btree ("kind","appointment_date");