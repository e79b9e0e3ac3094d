-- Quick search finds a word typed with one slip (a letter missing, extra or wrong, or two letters
-- swapped) through each name word's deletion neighbourhood: the word with one letter left out,
-- each way. Two words one slip apart are one another with a letter left out, or share such a form.
CREATE FUNCTION clinic_one_letter_out(word text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN ARRAY(SELECT DISTINCT overlay(word PLACING '' FROM i FOR 1) FROM generate_series(1, length(word)) AS i);--> statement-breakpoint
ALTER TABLE "patient_name_words" ADD COLUMN "one_letter_out" text[] GENERATED ALWAYS AS (clinic_one_letter_out(word)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "patient_name_words_one_letter_out_idx" ON "patient_name_words" USING gin ("one_letter_out");
--> statement-breakpoint
-- Written by hand from here: the name search of the quick search in one call.
-- `typed` is `word`, or `word` with one slip: a letter missing, extra or wrong, or two neighbouring
-- letters swapped (a Damerau–Levenshtein distance of 1). What is left between their common start
-- and their common end is the slip. Sharing a form with a letter left out also holds for some
-- words two slips apart (`xaby`, `xbcy`), so the words found through the forms are checked here.
CREATE FUNCTION clinic_within_one_slip(typed text, word text) RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
DECLARE
  first_unlike integer := 1;
  typed_end integer := length(typed);
  word_end integer := length(word);
BEGIN
  IF abs(typed_end - word_end) > 1 THEN
    RETURN false;
  END IF;
  WHILE first_unlike <= typed_end AND first_unlike <= word_end
        AND substr(typed, first_unlike, 1) = substr(word, first_unlike, 1) LOOP
    first_unlike := first_unlike + 1;
  END LOOP;
  WHILE typed_end >= first_unlike AND word_end >= first_unlike
        AND substr(typed, typed_end, 1) = substr(word, word_end, 1) LOOP
    typed_end := typed_end - 1;
    word_end := word_end - 1;
  END LOOP;
  RETURN (typed_end <= first_unlike AND word_end <= first_unlike)
      OR (typed_end = first_unlike + 1 AND word_end = first_unlike + 1
          AND substr(typed, first_unlike, 1) = substr(word, word_end, 1)
          AND substr(typed, typed_end, 1) = substr(word, first_unlike, 1));
END
$$;--> statement-breakpoint
-- The quick search of a name, in one call planned once per connection: the names starting with the
-- text typed (`clinic_name_starts`), then, when they are fewer than wanted, names like the words
-- typed. Each word is corrected against the distinct name words: from four letters to the words
-- one slip away (itself included), a word of three or four letters also to the words holding it
-- (`inside`, its LIKE pattern), and a longer one with no word one slip away to the words close to
-- it or to their start (pg_trgm's word similarity: a typo in a word typed in part).
-- The patients having, for every word, one of its corrections are read by their words' index,
-- planned for the corrections found (a common word reads the table in order until the sample is
-- full, a rare one its index); of the sample, names holding the words as typed come first, then
-- the closest.
CREATE FUNCTION clinic_find_names(typed text, range_from text, range_below text, words text[], inside text[],
                                  max_rows integer, sample integer, per_word integer)
  RETURNS TABLE (id integer, first_name text, middle_name text, last_name text, date_of_birth date,
                 phone_primary text, match text)
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  started record;
  found_ids integer[] := '{}';
  forms text[];
  corrected text[];
  each_word_found text := '';
BEGIN
  FOR started IN SELECT * FROM clinic_name_starts(typed, range_from, range_below, max_rows) LOOP
    id := started.id;
    first_name := started.first_name;
    middle_name := started.middle_name;
    last_name := started.last_name;
    date_of_birth := started.date_of_birth;
    phone_primary := started.phone_primary;
    match := CASE WHEN started.exact THEN 'exact' ELSE 'prefix' END;
    RETURN NEXT;
    IF NOT started.id = ANY (found_ids) THEN
      found_ids := found_ids || started.id;
    END IF;
  END LOOP;
  IF cardinality(found_ids) >= max_rows OR cardinality(words) = 0 THEN
    RETURN;
  END IF;
  FOR nth IN 1 .. cardinality(words) LOOP
    -- The word and its forms with one letter left out: a word one slip away is one of them or
    -- shares one.
    forms := ARRAY[words[nth]] || clinic_one_letter_out(words[nth]);
    corrected := ARRAY(
      SELECT w.word FROM patient_name_words w
       WHERE length(words[nth]) >= 4 AND (w.word = ANY (forms) OR w.one_letter_out && forms)
         AND clinic_within_one_slip(words[nth], w.word));
    -- No order or limit above: few words share a form with the word typed, and with a LIMIT the
    -- words were walked in order instead of looked up. The words holding a short word are always
    -- added; the words close to a longer one only when none is one slip away, since that search
    -- reads the index entries of all its trigrams, thousands for a common one.
    IF length(words[nth]) < 5 THEN
      corrected := corrected || ARRAY(
        SELECT w.word FROM patient_name_words w WHERE w.word LIKE inside[nth]
         ORDER BY length(w.word), w.word LIMIT per_word);
    ELSIF cardinality(corrected) = 0 THEN
      corrected := ARRAY(
        SELECT w.word FROM patient_name_words w WHERE words[nth] <% w.word
         ORDER BY word_similarity(words[nth], w.word) DESC, w.word LIMIT per_word);
    END IF;
    IF cardinality(corrected) = 0 THEN
      RETURN;
    END IF;
    each_word_found := each_word_found || format(' AND p.name_words && %L::text[]', corrected);
  END LOOP;
  RETURN QUERY EXECUTE format(
    $query$
    SELECT c.id, c.first_name, c.middle_name, c.last_name, c.date_of_birth, c.phone_primary, 'similar'
      FROM (SELECT p.id, p.first_name, coalesce(p.middle_name, '') AS middle_name, p.last_name, p.date_of_birth,
                   p.phone_primary, p.name_words, array_to_string(p.name_words, ' ') AS name
              FROM patients p
             WHERE NOT p.id = ANY ($1) %s
             LIMIT $2) c
     ORDER BY (SELECT count(*) FROM unnest($3) t WHERE t = ANY (c.name_words)) DESC,
              (SELECT sum(word_similarity(t, c.name)) FROM unnest($3) t) DESC,
              c.last_name, c.first_name, c.id
     LIMIT $4
    $query$, each_word_found)
    USING found_ids, sample, words, max_rows - cardinality(found_ids);
END
$$;
