ALTER TABLE "patients" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "reminders_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "procedures" ADD COLUMN "attendance" text DEFAULT 'expected' NOT NULL;--> statement-breakpoint
ALTER TABLE "procedures" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "procedures" ADD COLUMN "confirmation" text DEFAULT 'unconfirmed' NOT NULL;--> statement-breakpoint
CREATE INDEX "procedures_doctor_start_idx" ON "procedures" USING btree ("doctor_name","start_datetime");