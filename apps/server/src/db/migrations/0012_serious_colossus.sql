ALTER TABLE "library_videos" ADD COLUMN "caption" text;--> statement-breakpoint
ALTER TABLE "mix_renders" ADD COLUMN "language" text DEFAULT 'zh-CN' NOT NULL;--> statement-breakpoint
ALTER TABLE "mix_renders" ADD COLUMN "store_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mix_renders" ADD COLUMN "topics" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mix_variants" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "mix_variants" ADD COLUMN "post_caption" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "caption" text;