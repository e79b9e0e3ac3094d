-- GET /patients/ searches: a name term is matched as the start of the name (an ordered range) or
-- after its first letter (trigrams of the name without it, so the common trigrams of names that
-- merely start the same way stay out of the scan); a phone term of five digits or more by the
-- five-digit runs of the number, each in a few dozen phones where a trigram is in thousands.
DROP INDEX "patients_first_name_trgm_idx";--> statement-breakpoint
DROP INDEX "patients_last_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "patients_first_name_prefix_idx" ON "patients" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "patients_first_name_inner_trgm_idx" ON "patients" USING gin (substr(lower("first_name"), 2) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_last_name_prefix_idx" ON "patients" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "patients_last_name_inner_trgm_idx" ON "patients" USING gin (substr(lower("last_name"), 2) gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION clinic_digit_grams(digits text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  grams text[] := '{}';
BEGIN
  FOR position IN 1 .. length(digits) - 4 LOOP
    grams := grams || substr(digits, position, 5);
  END LOOP;
  RETURN grams;
END
$$;--> statement-breakpoint
CREATE INDEX "patients_phone_digit_grams_idx" ON "patients" USING gin (clinic_digit_grams("phone_primary_digits"));
