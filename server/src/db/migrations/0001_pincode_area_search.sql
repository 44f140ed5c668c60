CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "pincodes_area_trgm_idx" ON "pincodes" USING gin ("area" gin_trgm_ops);