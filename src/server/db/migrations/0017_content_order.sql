CREATE TABLE "content_order" (
	"kind" text PRIMARY KEY NOT NULL,
	"ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
