ALTER TABLE "clinic_settings" ADD COLUMN "registered_name" text;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "trade_name" text;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "tin" text;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "registered_address" text;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "vat_status" text DEFAULT 'vat' NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "invoice_footer_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_tin" text;