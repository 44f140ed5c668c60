CREATE SEQUENCE "public"."brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."channel_partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."dealers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."technicians_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "identity_codes" (
	"pool_id" text NOT NULL,
	"username" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"session" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_codes_pool_id_username_purpose_pk" PRIMARY KEY("pool_id","username","purpose")
);
--> statement-breakpoint
CREATE TABLE "identity_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"origin_jti" text PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"username" text NOT NULL,
	"client_id" text NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_sessions_refresh_token_hash_unique" UNIQUE("refresh_token_hash")
);
--> statement-breakpoint
CREATE TABLE "identity_users" (
	"pool_id" text NOT NULL,
	"username" text NOT NULL,
	"sub" uuid NOT NULL,
	"password_hash" text,
	"status" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"groups" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_users_pool_id_username_pk" PRIMARY KEY("pool_id","username"),
	CONSTRAINT "identity_users_sub_unique" UNIQUE("sub")
);
--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"entity_type" text NOT NULL,
	"activity" text NOT NULL,
	"remark" text,
	"updated_by_id" text,
	"updated_by_user_name" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY DEFAULT 'BID' || nextval('brands_id_seq') NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"service_id" text NOT NULL,
	"status" text DEFAULT 'Publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ifsc_branches" (
	"ifsc" text PRIMARY KEY NOT NULL,
	"bank" text NOT NULL,
	"branch" text NOT NULL,
	"city" text NOT NULL,
	"district" text,
	"state" text,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" integer NOT NULL,
	"area" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY DEFAULT 'PID' || nextval('products_id_seq') NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_partner_service_areas" (
	"channel_partner_id" text NOT NULL,
	"pincode" integer NOT NULL,
	"area" text NOT NULL,
	CONSTRAINT "channel_partner_service_areas_channel_partner_id_pincode_area_pk" PRIMARY KEY("channel_partner_id","pincode","area")
);
--> statement-breakpoint
CREATE TABLE "channel_partners" (
	"id" text PRIMARY KEY DEFAULT 'CP' || nextval('channel_partners_id_seq') NOT NULL,
	"name" text NOT NULL,
	"type_of_firm" text,
	"primary_email" text NOT NULL,
	"primary_mobile" text,
	"user_name" text,
	"referral_code" text,
	"status" text DEFAULT 'Incomplete' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_partners_primary_email_unique" UNIQUE("primary_email")
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" text PRIMARY KEY DEFAULT 'DLR' || nextval('dealers_id_seq') NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"user_name" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "technicians" (
	"id" text PRIMARY KEY DEFAULT 'TECH' || nextval('technicians_id_seq') NOT NULL,
	"channel_partner_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"mobile" text NOT NULL,
	"user_name" text,
	"status" text DEFAULT 'Incomplete' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technicians_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_partner_service_areas" ADD CONSTRAINT "channel_partner_service_areas_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_sessions_user_idx" ON "identity_sessions" USING btree ("pool_id","username");--> statement-breakpoint
CREATE INDEX "activity_logs_entity_idx" ON "activity_logs" USING btree ("entity_id","timestamp");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_uq" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "brands_last_update_idx" ON "brands" USING btree ("last_update");--> statement-breakpoint
CREATE UNIQUE INDEX "pincodes_code_area_uq" ON "pincodes" USING btree ("code","area");--> statement-breakpoint
CREATE INDEX "pincodes_cascade_idx" ON "pincodes" USING btree ("state","district","city");--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_uq" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_last_update_idx" ON "products" USING btree ("last_update");--> statement-breakpoint
CREATE INDEX "cp_service_areas_area_idx" ON "channel_partner_service_areas" USING btree ("pincode","area");