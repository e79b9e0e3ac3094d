ALTER TABLE "products" ADD COLUMN "selling_price" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'vatable' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "billable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "tax_class" text DEFAULT 'vatable' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "senior_pwd_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "senior_pwd_note" text DEFAULT '' NOT NULL;