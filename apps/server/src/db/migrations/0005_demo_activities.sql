-- The demo seed's activities answer visitors on every brand host (issue 12); set by the seed only.
ALTER TABLE "activities" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;
