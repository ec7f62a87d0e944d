CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"language" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_daily_pk" PRIMARY KEY("day","path","source","utm_source","utm_medium","utm_campaign","device","language")
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"language" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_hourly_pk" PRIMARY KEY("hour","path","source","utm_source","utm_medium","utm_campaign","device","language")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_seen" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "analytics_seen_pk" PRIMARY KEY("day","dimension","value","visitor")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_visitors_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "campaign" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "campaign" text;