CREATE SEQUENCE "public"."escalations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "escalation_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"escalation_id" text NOT NULL,
	"comment" text NOT NULL,
	"by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "escalations" (
	"id" text PRIMARY KEY DEFAULT 'ESC' || nextval('escalations_id_seq') NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"priority" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"request_id" text,
	"customer_id" text NOT NULL,
	"assignee" text,
	"due_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"raised_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escalations_request_or_enquiry" CHECK ("escalations"."kind" = 'Enquiry' OR "escalations"."request_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "escalation_comments" ADD CONSTRAINT "escalation_comments_escalation_id_escalations_id_fk" FOREIGN KEY ("escalation_id") REFERENCES "public"."escalations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalations" ADD CONSTRAINT "escalations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "escalation_comments_escalation_idx" ON "escalation_comments" USING btree ("escalation_id","created_at");--> statement-breakpoint
CREATE INDEX "escalations_created_idx" ON "escalations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "escalations_status_created_idx" ON "escalations" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "escalations_priority_created_idx" ON "escalations" USING btree ("priority","created_at","id");--> statement-breakpoint
CREATE INDEX "escalations_category_created_idx" ON "escalations" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "escalations_assignee_created_idx" ON "escalations" USING btree ("assignee","created_at","id");--> statement-breakpoint
CREATE INDEX "escalations_request_idx" ON "escalations" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "escalations_customer_idx" ON "escalations" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "escalations_open_due_idx" ON "escalations" USING btree ("due_at") WHERE "escalations"."status" IN ('Open', 'In progress');