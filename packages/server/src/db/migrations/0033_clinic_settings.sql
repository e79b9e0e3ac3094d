CREATE TABLE "clinic_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_settings_one_row" CHECK ("clinic_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD COLUMN "kind" text DEFAULT 'reminder' NOT NULL;