ALTER TABLE "lot_usages" ADD COLUMN "taken" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Stock is taken only by treatments that happened: a booked or cancelled procedure's usage is a plan.
UPDATE "lot_usages" SET "taken" = false
  WHERE "procedure_id" IN (SELECT "id" FROM "procedures" WHERE "status" IN ('scheduled', 'cancelled'));--> statement-breakpoint
-- A count that found more is found stock, never a negative removal.
UPDATE "lot_adjustments" SET "kind" = 'found_stock', "quantity" = -"quantity" WHERE "quantity" < 0;
