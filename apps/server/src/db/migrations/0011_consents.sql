CREATE TABLE "consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"documents" text[] NOT NULL,
	"policy_version" text NOT NULL,
	"subject_id" bigint,
	"language" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consents_brand_phone_idx" ON "consents" USING btree ("brand_key","phone","consented_at");