CREATE INDEX "pick_up_requests_partner_status_idx" ON "pick_up_requests" USING btree ("channel_partner_id","status","last_update","id");--> statement-breakpoint
CREATE INDEX "pick_up_requests_created_idx" ON "pick_up_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pick_up_requests_status_created_idx" ON "pick_up_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "requests_partner_status_idx" ON "requests" USING btree ("channel_partner_id","status","last_update","id");--> statement-breakpoint
CREATE INDEX "requests_created_idx" ON "requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "requests_status_created_idx" ON "requests" USING btree ("status","created_at","id");