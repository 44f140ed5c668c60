CREATE SEQUENCE "public"."payment_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "payment_sandbox_links" (
	"id" text PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"gateway_payment_id" text,
	"refunded_paise" integer DEFAULT 0 NOT NULL,
	"callback_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sandbox_links_refund_check" CHECK ("payment_sandbox_links"."refunded_paise" BETWEEN 0 AND "payment_sandbox_links"."amount_paise")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" text PRIMARY KEY DEFAULT 'TXN' || nextval('payment_transactions_id_seq') NOT NULL,
	"payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"gateway" text NOT NULL,
	"reference" text,
	"status" text NOT NULL,
	"gateway_status" text,
	"amount_paise" integer NOT NULL,
	"remark" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_amount_check" CHECK ("payment_transactions"."amount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_payment_idx" ON "payment_transactions" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_reference_idx" ON "payment_transactions" USING btree ("gateway","kind","reference");