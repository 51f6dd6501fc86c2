CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"visitor_id" text,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"props" jsonb,
	"client_ts" timestamp with time zone NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_brand_created_idx" ON "analytics_events" USING btree ("brand_key","created_at");