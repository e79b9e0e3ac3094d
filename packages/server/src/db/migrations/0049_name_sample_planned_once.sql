-- The sample of names holding a correction of every word typed was a statement written for the
-- number of words and planned on every call (`RETURN QUERY EXECUTE`), which cost about as much as
-- the rest of the search. It is now one statement, planned once per session: the first two words'
-- corrections looked up in the names' words index, any further word's checked on the rows found.
CREATE OR REPLACE FUNCTION clinic_find_names(typed text, range_from text, range_below text, words text[], inside text[],
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
  -- The corrections of the first and second words typed (one word: the first's again, which the
  -- index looks up once), and of each word after them, as a JSON array of arrays.
  first_corrected text[];
  second_corrected text[];
  later_corrected jsonb := '[]';
  correction text;
  correction_end text;
  -- A record of its own: `started` holds rows of another shape, and a record reused for both was
  -- rebuilt on every call (a rare surname's typo took a fifth longer).
  corrected_start record;
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
    IF nth = 1 THEN
      first_corrected := corrected;
      second_corrected := corrected;
    ELSIF nth = 2 THEN
      second_corrected := corrected;
    ELSE
      later_corrected := later_corrected || jsonb_build_array(to_jsonb(corrected));
    END IF;
  END LOOP;
  -- One word typed that is no name's word: the names starting with each correction, the closest
  -- correction first, each in the order the names read (first name first or last name first), from
  -- an ordered index range each way, a row per name. A common name is then never sampled from the
  -- whole table, and what it finds reads in name order. A word typed as some name has it is left to
  -- the sample below, which puts the names holding it first.
  IF cardinality(words) = 1 AND NOT words[1] = ANY (corrected) THEN
    FOR correction IN SELECT c FROM unnest(corrected) c ORDER BY word_similarity(words[1], c) DESC, c LOOP
      -- Past every text starting with the correction, in byte order: its last character advanced
      -- past the surrogates, as the server's prefixRange writes it (none of the words ends in the
      -- last code point, which would give an empty range here).
      correction_end := CASE ascii(right(correction, 1))
                          WHEN 1114111 THEN correction
                          WHEN 55295 THEN left(correction, -1) || chr(57344)
                          ELSE left(correction, -1) || chr(ascii(right(correction, 1)) + 1)
                        END;
      FOR corrected_start IN
        SELECT s.* FROM (
          (SELECT p.id, p.first_name, coalesce(p.middle_name, '') AS middle_name, p.last_name, p.date_of_birth,
                  p.phone_primary, clinic_fold(p.first_name || ' ' || p.last_name) AS name_read
             FROM patients p
            WHERE clinic_fold(p.first_name || ' ' || p.last_name) ~>=~ correction
              AND clinic_fold(p.first_name || ' ' || p.last_name) ~<~ correction_end
            ORDER BY clinic_fold(p.first_name || ' ' || p.last_name) USING ~<~, p.id
            LIMIT max_rows)
          UNION ALL
          (SELECT p.id, p.first_name, coalesce(p.middle_name, ''), p.last_name, p.date_of_birth, p.phone_primary,
                  clinic_fold(p.last_name || ' ' || p.first_name)
             FROM patients p
            WHERE clinic_fold(p.last_name || ' ' || p.first_name) ~>=~ correction
              AND clinic_fold(p.last_name || ' ' || p.first_name) ~<~ correction_end
            ORDER BY clinic_fold(p.last_name || ' ' || p.first_name) USING ~<~, p.id
            LIMIT max_rows)) s
        ORDER BY s.name_read USING ~<~, s.id
        LIMIT max_rows
      LOOP
        CONTINUE WHEN corrected_start.id = ANY (found_ids);
        id := corrected_start.id;
        first_name := corrected_start.first_name;
        middle_name := corrected_start.middle_name;
        last_name := corrected_start.last_name;
        date_of_birth := corrected_start.date_of_birth;
        phone_primary := corrected_start.phone_primary;
        match := 'similar';
        RETURN NEXT;
        found_ids := found_ids || corrected_start.id;
        IF cardinality(found_ids) >= max_rows THEN
          RETURN;
        END IF;
      END LOOP;
    END LOOP;
  END IF;
  RETURN QUERY
    SELECT c.id, c.first_name, c.middle_name, c.last_name, c.date_of_birth, c.phone_primary, 'similar'::text
      FROM (SELECT p.id, p.first_name, coalesce(p.middle_name, '') AS middle_name, p.last_name, p.date_of_birth,
                   p.phone_primary, p.name_words, array_to_string(p.name_words, ' ') AS name
              FROM patients p
             WHERE NOT p.id = ANY (found_ids)
               AND p.name_words && first_corrected
               AND p.name_words && second_corrected
               AND NOT EXISTS (SELECT FROM jsonb_array_elements(later_corrected) later
                                WHERE NOT p.name_words && ARRAY(SELECT jsonb_array_elements_text(later)))
             LIMIT sample) c
     ORDER BY (SELECT count(*) FROM unnest(words) t WHERE t = ANY (c.name_words)) DESC,
              (SELECT sum(word_similarity(t, c.name)) FROM unnest(words) t) DESC,
              c.last_name, c.first_name, c.id
     LIMIT max_rows - cardinality(found_ids);
END
$$;
