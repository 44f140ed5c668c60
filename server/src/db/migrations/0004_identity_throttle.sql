CREATE TABLE "identity_throttle" (
	"rule" text NOT NULL,
	"subject" text NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_throttle_rule_subject_pk" PRIMARY KEY("rule","subject")
);
