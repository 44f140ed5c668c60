CREATE TABLE "seed_state" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "brands_last_update_idx";--> statement-breakpoint
DROP INDEX "issues_last_update_idx";--> statement-breakpoint
DROP INDEX "models_product_brand_idx";--> statement-breakpoint
DROP INDEX "models_last_update_idx";--> statement-breakpoint
DROP INDEX "products_last_update_idx";--> statement-breakpoint
DROP INDEX "service_prices_last_update_idx";--> statement-breakpoint
DROP INDEX "spare_parts_last_update_idx";--> statement-breakpoint
DROP INDEX "channel_partners_status_idx";--> statement-breakpoint
CREATE INDEX "brands_visible_idx" ON "brands" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "categories_last_update_idx" ON "categories" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "categories_visible_idx" ON "categories" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "coupons_last_update_idx" ON "coupons" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "coupons_visible_idx" ON "coupons" USING btree ("active","last_update","id");--> statement-breakpoint
CREATE INDEX "disposal_methods_last_update_idx" ON "disposal_methods" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "e_waste_items_last_update_idx" ON "e_waste_items" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "e_waste_items_visible_idx" ON "e_waste_items" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "gst_slabs_last_update_idx" ON "gst_slabs" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "gst_slabs_visible_idx" ON "gst_slabs" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "issues_visible_idx" ON "issues" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "models_visible_idx" ON "models" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "pincodes_code_idx" ON "pincodes" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "pincodes_state_code_idx" ON "pincodes" USING btree ("state","code","id");--> statement-breakpoint
CREATE INDEX "products_visible_idx" ON "products" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "repair_services_last_update_idx" ON "repair_services" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "repair_services_visible_idx" ON "repair_services" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "reward_points_last_update_idx" ON "reward_points" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "reward_points_visible_idx" ON "reward_points" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "service_prices_visible_idx" ON "service_prices" USING btree ("active","last_update","id");--> statement-breakpoint
CREATE INDEX "service_types_last_update_idx" ON "service_types" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "service_types_visible_idx" ON "service_types" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "services_last_update_idx" ON "services" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "services_visible_idx" ON "services" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "spare_part_prices_last_update_idx" ON "spare_part_prices" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "spare_part_prices_visible_idx" ON "spare_part_prices" USING btree ("active","last_update","id");--> statement-breakpoint
CREATE INDEX "spare_parts_visible_idx" ON "spare_parts" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "uoms_last_update_idx" ON "uoms" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "uoms_visible_idx" ON "uoms" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "channel_partners_last_update_idx" ON "channel_partners" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "channel_partners_type_of_firm_idx" ON "channel_partners" USING btree ("type_of_firm");--> statement-breakpoint
CREATE INDEX "channel_partners_city_idx" ON "channel_partners" USING btree ("city");--> statement-breakpoint
CREATE INDEX "channel_partners_state_idx" ON "channel_partners" USING btree ("state");--> statement-breakpoint
CREATE INDEX "brands_last_update_idx" ON "brands" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "issues_last_update_idx" ON "issues" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "models_product_brand_idx" ON "models" USING btree ("product_id","brand_id","last_update","id");--> statement-breakpoint
CREATE INDEX "models_last_update_idx" ON "models" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "products_last_update_idx" ON "products" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "service_prices_last_update_idx" ON "service_prices" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "spare_parts_last_update_idx" ON "spare_parts" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "channel_partners_status_idx" ON "channel_partners" USING btree ("status","last_update","id");