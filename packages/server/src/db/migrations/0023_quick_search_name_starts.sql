-- Quick search reads the start of a typed name from a range of each name order's index, in that
-- index's order. PostgreSQL plans such a statement anew for every text typed: a plan made once,
-- not knowing the text, is estimated dearer, though it reads the same index the same way. On the
-- embedded database planning over the patients table and its indexes costs twice the reading, so
-- the statement lives in a function whose plan is made once per connection.
CREATE FUNCTION clinic_name_starts(typed text, range_from text, range_below text, max_rows integer)
  RETURNS TABLE (id integer, first_name text, middle_name text, last_name text, date_of_birth date,
                 phone_primary text, exact boolean)
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  -- Exact when the words typed are whole words of the name (`liza` in `liza dimaculangan`).
  RETURN QUERY
    (SELECT p.id, p.first_name, coalesce(p.middle_name, ''), p.last_name, p.date_of_birth, p.phone_primary,
            clinic_fold(p.first_name || ' ' || p.last_name) = typed
              OR starts_with(clinic_fold(p.first_name || ' ' || p.last_name), typed || ' ')
       FROM patients p
      WHERE clinic_fold(p.first_name || ' ' || p.last_name) ~>=~ range_from
        AND clinic_fold(p.first_name || ' ' || p.last_name) ~<~ range_below
      ORDER BY clinic_fold(p.first_name || ' ' || p.last_name) USING ~<~, p.id
      LIMIT max_rows)
    UNION ALL
    (SELECT p.id, p.first_name, coalesce(p.middle_name, ''), p.last_name, p.date_of_birth, p.phone_primary,
            clinic_fold(p.last_name || ' ' || p.first_name) = typed
              OR starts_with(clinic_fold(p.last_name || ' ' || p.first_name), typed || ' ')
       FROM patients p
      WHERE clinic_fold(p.last_name || ' ' || p.first_name) ~>=~ range_from
        AND clinic_fold(p.last_name || ' ' || p.first_name) ~<~ range_below
      ORDER BY clinic_fold(p.last_name || ' ' || p.first_name) USING ~<~, p.id
      LIMIT max_rows);
END
$$;
