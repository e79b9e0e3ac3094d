-- Quick search: names compared folded (lower case, accents of Filipino and Spanish names dropped,
-- the same map as foldName() in the contracts), with one ordered index per name order so the
-- first matches of a common name come straight from an index, and a trigram index for typos.
CREATE FUNCTION clinic_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(translate(value,
    'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç',
    'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "patients_fold_first_last_idx" ON "patients" (clinic_fold("first_name" || ' ' || "last_name") text_pattern_ops, "id");--> statement-breakpoint
CREATE INDEX "patients_fold_last_first_idx" ON "patients" (clinic_fold("last_name" || ' ' || "first_name") text_pattern_ops, "id");--> statement-breakpoint
CREATE INDEX "patients_fold_name_trgm_idx" ON "patients" USING gin (clinic_fold("first_name" || ' ' || coalesce("middle_name", '') || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_email_lower_idx" ON "patients" (lower("email") text_pattern_ops);
