CREATE TABLE "dealer_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"doc_type" text NOT NULL,
	"doc_number" text,
	"doc_number_encrypted" text,
	"doc_number_last4" text,
	"doc_number_length" integer,
	"file" jsonb NOT NULL,
	"mandatory" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "type_of_firm" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "pincode" integer;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "channel_partner_id" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "profile_image" jsonb;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "invite_challenge_hash" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dealer_documents" ADD CONSTRAINT "dealer_documents_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dlr_documents_type_uq" ON "dealer_documents" USING btree ("dealer_id",lower("doc_type"));--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealers_last_update_idx" ON "dealers" USING btree ("last_update","id");--> statement-breakpoint
CREATE INDEX "dealers_status_idx" ON "dealers" USING btree ("status","last_update","id");--> statement-breakpoint
CREATE INDEX "dealers_partner_idx" ON "dealers" USING btree ("channel_partner_id");--> statement-breakpoint
-- Dealers stored before mobiles were unique: the later ones with a repeated mobile keep none (an admin enters it again).
UPDATE "dealers" d SET "mobile" = NULL WHERE EXISTS (SELECT 1 FROM "dealers" o WHERE o."mobile" = d."mobile" AND o."id" < d."id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_mobile_uq" ON "dealers" USING btree ("mobile");