CREATE TABLE "notification_choices" (
	"recipient" text NOT NULL,
	"topic" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_choices_recipient_topic_channel_pk" PRIMARY KEY("recipient","topic","channel"),
	CONSTRAINT "notification_choices_channel_ck" CHECK ("notification_choices"."channel" IN ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"username" text PRIMARY KEY NOT NULL,
	"channel_partner_id" text,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"access" text DEFAULT 'full' NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_access_ck" CHECK ("team_members"."access" IN ('read', 'full'))
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"pool" text NOT NULL,
	"username" text NOT NULL,
	"language" text,
	"theme" text,
	"direction" text,
	"pin_sidebar" boolean,
	"photo_name" text,
	"photo_type" text,
	"photo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_pool_username_pk" PRIMARY KEY("pool","username")
);
--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_channel_partner_id_channel_partners_id_fk" FOREIGN KEY ("channel_partner_id") REFERENCES "public"."channel_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_members_partner_idx" ON "team_members" USING btree ("channel_partner_id","created_at");