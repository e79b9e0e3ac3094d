-- One table rewrite for the seven figures, not seven.
ALTER TABLE "invoices"
  ADD COLUMN "gross" numeric(14, 2) GENERATED ALWAYS AS ((totals->>'gross')::numeric(14,2)) STORED,
  ADD COLUMN "vatable_sales" numeric(14, 2) GENERATED ALWAYS AS ((totals->>'vatable_sales')::numeric(14,2)) STORED,
  ADD COLUMN "vat_exempt_sales" numeric(14, 2) GENERATED ALWAYS AS ((totals->>'vat_exempt_sales')::numeric(14,2)) STORED,
  ADD COLUMN "zero_rated_sales" numeric(14, 2) GENERATED ALWAYS AS ((totals->>'zero_rated_sales')::numeric(14,2)) STORED,
  ADD COLUMN "vat" numeric(14, 2) GENERATED ALWAYS AS ((totals->>'vat')::numeric(14,2)) STORED,
  ADD COLUMN "senior_pwd_discount" numeric(14, 2) GENERATED ALWAYS AS ((totals->>'senior_pwd_discount')::numeric(14,2)) STORED,
  ADD COLUMN "other_discounts" numeric(14, 2) GENERATED ALWAYS AS ((totals->>'other_discounts')::numeric(14,2)) STORED;
