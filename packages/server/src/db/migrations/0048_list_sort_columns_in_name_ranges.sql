DROP INDEX "patients_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "patients_last_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "patients_first_name_prefix_idx" ON "patients" USING btree (lower("first_name") text_pattern_ops,"first_name","last_name","date_of_birth","created_at","updated_at","id");--> statement-breakpoint
CREATE INDEX "patients_last_name_prefix_idx" ON "patients" USING btree (lower("last_name") text_pattern_ops,"first_name","last_name","date_of_birth","created_at","updated_at","id");