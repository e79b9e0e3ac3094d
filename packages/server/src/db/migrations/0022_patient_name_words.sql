-- Quick search corrects a typo against the distinct words of the patients' names (a few thousand
-- in a clinic, where patients are hundreds of thousands), then finds the patients having the
-- corrected words through their name's words, kept folded in a column with an index of its own.
CREATE FUNCTION clinic_name_words(first_name text, middle_name text, last_name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_remove(regexp_split_to_array(clinic_fold(first_name || ' ' || coalesce(middle_name, '') || ' ' || last_name), '[\s,]+'), '');--> statement-breakpoint
CREATE TABLE "patient_name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Planning a word's trigram search evaluates word similarity over the column's statistics sample;
-- with ten entries it still chooses the trigram index and plans in a fifth of the time.
ALTER TABLE "patient_name_words" ALTER COLUMN "word" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "name_words" text[] GENERATED ALWAYS AS (clinic_name_words(first_name, middle_name, last_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "patient_name_words_trgm_idx" ON "patient_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_name_words_idx" ON "patients" USING gin ("name_words");--> statement-breakpoint
-- The words come from the patients as they are written; a word leaves with its last patient, so
-- nothing of an archived or renamed patient's name stays behind.
CREATE FUNCTION patient_name_words_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO patient_name_words (word) SELECT unnest(NEW.name_words) ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM patient_name_words w
     WHERE w.word = ANY (OLD.name_words)
       AND (TG_OP = 'DELETE' OR NOT w.word = ANY (NEW.name_words))
       AND NOT EXISTS (SELECT 1 FROM patients p WHERE p.name_words @> ARRAY[w.word]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER patients_name_words AFTER INSERT OR DELETE OR UPDATE OF first_name, middle_name, last_name ON patients
  FOR EACH ROW EXECUTE FUNCTION patient_name_words_keep();--> statement-breakpoint
-- For loads that write patients with triggers off (a restore writes this table itself).
CREATE FUNCTION rebuild_patient_name_words() RETURNS void LANGUAGE sql AS $$
  DELETE FROM patient_name_words;
  INSERT INTO patient_name_words (word) SELECT DISTINCT unnest(name_words) FROM patients;
$$;--> statement-breakpoint
SELECT rebuild_patient_name_words();--> statement-breakpoint
-- The similar names are found through the words now, not trigrams of the whole name.
DROP INDEX "patients_fold_name_trgm_idx";
