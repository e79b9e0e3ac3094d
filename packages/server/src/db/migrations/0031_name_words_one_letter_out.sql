-- Quick search finds a word typed with one slip (a letter missing, extra or wrong, or two letters
-- swapped) through each name word's deletion neighbourhood: the word with one letter left out,
-- each way. Two words one slip apart are one another with a letter left out, or share such a form.
CREATE FUNCTION clinic_one_letter_out(word text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN ARRAY(SELECT DISTINCT overlay(word PLACING '' FROM i FOR 1) FROM generate_series(1, length(word)) AS i);--> statement-breakpoint
ALTER TABLE "patient_name_words" ADD COLUMN "one_letter_out" text[] GENERATED ALWAYS AS (clinic_one_letter_out(word)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "patient_name_words_one_letter_out_idx" ON "patient_name_words" USING gin ("one_letter_out");
