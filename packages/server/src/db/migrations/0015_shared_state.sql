CREATE TABLE "attempt_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_counters" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_fingerprints" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_devices" (
	"account" text NOT NULL,
	"device_hash" text NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_devices_account_device_hash_pk" PRIMARY KEY("account","device_hash")
);
--> statement-breakpoint
CREATE TABLE "login_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"in_flight" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempt_counts_window_ends_at_idx" ON "attempt_counts" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "login_limits_started_at_idx" ON "login_limits" USING btree ("started_at");