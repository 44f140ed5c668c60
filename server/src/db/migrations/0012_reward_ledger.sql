CREATE TABLE "customer_referrals" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"referral_code" text NOT NULL,
	"referrer_type" text NOT NULL,
	"referrer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_entries" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD COLUMN "technician_id" text;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD COLUMN "channel_partner_id" text;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD COLUMN "holder_type" text GENERATED ALWAYS AS (CASE WHEN customer_id IS NOT NULL THEN 'Customer' WHEN technician_id IS NOT NULL THEN 'Technician' ELSE 'Channel Partner' END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD COLUMN "holder_id" text GENERATED ALWAYS AS (COALESCE(customer_id, technician_id, channel_partner_id)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_referrals" ADD CONSTRAINT "customer_referrals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_referrals_referrer_idx" ON "customer_referrals" USING btree ("referrer_type","referrer_id");--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_partners_referral_code_uq" ON "channel_partners" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "technicians_referral_code_uq" ON "technicians" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "reward_entries_holder_idx" ON "reward_entries" USING btree ("holder_type","holder_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_entries_technician_idx" ON "reward_entries" USING btree ("technician_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_entries_partner_idx" ON "reward_entries" USING btree ("channel_partner_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_entries_created_idx" ON "reward_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reward_entries_user_name_idx" ON "reward_entries" USING btree ("user_name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_event_uq" ON "reward_entries" USING btree ("holder_type","holder_id","id_type","ref_id") WHERE id_type IN ('Referral', 'Booking', 'Completed Request');--> statement-breakpoint
ALTER TABLE "channel_partners" ADD CONSTRAINT "channel_partners_reward_points_not_negative" CHECK ("channel_partners"."reward_points" >= 0);--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_one_holder" CHECK (num_nonnulls(customer_id, technician_id, channel_partner_id) = 1);--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_points_not_zero" CHECK (points <> 0);