ALTER TABLE "practitioners" ADD COLUMN "specialty" text;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "prc_number" text;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "prc_valid_until" date;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "ptr_number" text;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "ptr_year" integer;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "s2_number" text;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "letterhead_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "signature" "bytea";