CREATE TABLE "coupon_uses" (
	"coupon_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"request_id" text NOT NULL,
	"request_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_request_kind_request_id_pk" PRIMARY KEY("request_kind","request_id")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "total_use_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_customer_idx" ON "coupon_uses" USING btree ("coupon_id","customer_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_total_use_limit_ck" CHECK ("coupons"."total_use_limit" IS NULL OR "coupons"."total_use_limit" >= 1);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_customer_limit_ck" CHECK ("coupons"."per_customer_limit" IS NULL OR "coupons"."per_customer_limit" >= 1);--> statement-breakpoint
-- Hand-written (issue 30): the bookings that applied a coupon before its uses were counted, unless cancelled.
INSERT INTO "coupon_uses" ("coupon_id", "customer_id", "request_id", "request_kind", "created_at")
SELECT c.id, r.customer_id, r.id, 'repair', r.created_at FROM requests r JOIN coupons c ON lower(c.code) = lower(r.coupon_code) WHERE r.status <> 'Cancelled'
UNION ALL
SELECT c.id, p.customer_id, p.id, 'pickUp', p.created_at FROM pick_up_requests p JOIN coupons c ON lower(c.code) = lower(p.coupon_code) WHERE p.status <> 'Cancelled';
