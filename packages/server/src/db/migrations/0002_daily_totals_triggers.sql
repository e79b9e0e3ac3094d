-- Keeps transaction_daily_totals and procedure_daily_counts equal to sums over their tables.
-- Statement triggers with transition tables: one grouped upsert per statement, so a bulk insert
-- costs one aggregate, not one upsert per row. Rows are upserted in key order, so two writers
-- lock the same buckets in the same order and cannot deadlock on them.
CREATE FUNCTION transaction_daily_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO transaction_daily_totals AS totals
      (payment_date, payment_status, payment_mode, transaction_count, amount)
    SELECT payment_date, payment_status, payment_mode, count(*), sum(amount)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (payment_date, payment_status, payment_mode) DO UPDATE
      SET transaction_count = totals.transaction_count + excluded.transaction_count,
          amount = totals.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO transaction_daily_totals AS totals
      (payment_date, payment_status, payment_mode, transaction_count, amount)
    SELECT payment_date, payment_status, payment_mode, -count(*), -sum(amount)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (payment_date, payment_status, payment_mode) DO UPDATE
      SET transaction_count = totals.transaction_count + excluded.transaction_count,
          amount = totals.amount + excluded.amount;
  ELSE
    INSERT INTO transaction_daily_totals AS totals
      (payment_date, payment_status, payment_mode, transaction_count, amount)
    SELECT payment_date, payment_status, payment_mode, sum(delta), sum(signed_amount)
    FROM (
      SELECT payment_date, payment_status, payment_mode, -1 AS delta, -amount AS signed_amount FROM old_rows
      UNION ALL
      SELECT payment_date, payment_status, payment_mode, 1, amount FROM new_rows
    ) AS changes
    GROUP BY 1, 2, 3
    HAVING sum(delta) <> 0 OR sum(signed_amount) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (payment_date, payment_status, payment_mode) DO UPDATE
      SET transaction_count = totals.transaction_count + excluded.transaction_count,
          amount = totals.amount + excluded.amount;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER procedure_transactions_totals_insert AFTER INSERT ON procedure_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_totals_apply();
--> statement-breakpoint
CREATE TRIGGER procedure_transactions_totals_update AFTER UPDATE ON procedure_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_totals_apply();
--> statement-breakpoint
CREATE TRIGGER procedure_transactions_totals_delete AFTER DELETE ON procedure_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_totals_apply();
--> statement-breakpoint
-- The clinic day of a start time: the Philippines keep UTC+8 all year.
CREATE FUNCTION clinic_date(moment timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((moment AT TIME ZONE 'UTC') + interval '8 hours')::date
$$;
--> statement-breakpoint
CREATE FUNCTION procedure_daily_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO procedure_daily_counts AS counts (clinic_date, doctor_name, status, procedure_count)
    SELECT clinic_date(start_datetime), doctor_name, status, count(*)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (clinic_date, doctor_name, status) DO UPDATE
      SET procedure_count = counts.procedure_count + excluded.procedure_count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO procedure_daily_counts AS counts (clinic_date, doctor_name, status, procedure_count)
    SELECT clinic_date(start_datetime), doctor_name, status, -count(*)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (clinic_date, doctor_name, status) DO UPDATE
      SET procedure_count = counts.procedure_count + excluded.procedure_count;
  ELSE
    INSERT INTO procedure_daily_counts AS counts (clinic_date, doctor_name, status, procedure_count)
    SELECT clinic_date, doctor_name, status, sum(delta)
    FROM (
      SELECT clinic_date(start_datetime) AS clinic_date, doctor_name, status, -1 AS delta FROM old_rows
      UNION ALL
      SELECT clinic_date(start_datetime), doctor_name, status, 1 FROM new_rows
    ) AS changes
    GROUP BY 1, 2, 3
    HAVING sum(delta) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (clinic_date, doctor_name, status) DO UPDATE
      SET procedure_count = counts.procedure_count + excluded.procedure_count;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER procedures_counts_insert AFTER INSERT ON procedures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION procedure_daily_counts_apply();
--> statement-breakpoint
CREATE TRIGGER procedures_counts_update AFTER UPDATE ON procedures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION procedure_daily_counts_apply();
--> statement-breakpoint
CREATE TRIGGER procedures_counts_delete AFTER DELETE ON procedures
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION procedure_daily_counts_apply();
--> statement-breakpoint
-- Recomputes both tables from scratch: for existing data now, and after bulk loads that bypass
-- triggers (session_replication_role = replica).
CREATE FUNCTION rebuild_daily_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM transaction_daily_totals;
  INSERT INTO transaction_daily_totals (payment_date, payment_status, payment_mode, transaction_count, amount)
  SELECT payment_date, payment_status, payment_mode, count(*), sum(amount)
  FROM procedure_transactions GROUP BY 1, 2, 3;
  DELETE FROM procedure_daily_counts;
  INSERT INTO procedure_daily_counts (clinic_date, doctor_name, status, procedure_count)
  SELECT clinic_date(start_datetime), doctor_name, status, count(*)
  FROM procedures GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT rebuild_daily_totals();
