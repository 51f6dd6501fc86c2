-- A claim rewrites one videos row (locked_by, locked_until) and a claimer row (counters). Neither
-- change touches an indexed column, so PostgreSQL can update in place (HOT, no index writes) —
-- but only when the new row version fits on the same page. Leave a fifth of each page free.
ALTER TABLE "videos" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "claimers" SET (fillfactor = 80);
