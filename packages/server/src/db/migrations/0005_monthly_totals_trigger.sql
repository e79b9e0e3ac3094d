-- Every change to a day's bucket moves its month's bucket by the same amount. The daily upserts
-- run in key order, so these follow in month order and concurrent writers cannot deadlock.
CREATE FUNCTION transaction_monthly_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  count_change integer := NEW.transaction_count;
  amount_change numeric := NEW.amount;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    count_change := NEW.transaction_count - OLD.transaction_count;
    amount_change := NEW.amount - OLD.amount;
  END IF;
  INSERT INTO transaction_monthly_totals AS totals
    (month, payment_status, payment_mode, transaction_count, amount)
  VALUES (date_trunc('month', NEW.payment_date)::date, NEW.payment_status, NEW.payment_mode, count_change, amount_change)
  ON CONFLICT (month, payment_status, payment_mode) DO UPDATE
    SET transaction_count = totals.transaction_count + excluded.transaction_count,
        amount = totals.amount + excluded.amount;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transaction_daily_totals_monthly AFTER INSERT OR UPDATE ON transaction_daily_totals
  FOR EACH ROW EXECUTE FUNCTION transaction_monthly_totals_apply();
--> statement-breakpoint
-- As before, and the monthly totals follow the daily ones through the trigger above.
CREATE OR REPLACE FUNCTION rebuild_daily_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM transaction_monthly_totals;
  DELETE FROM transaction_daily_totals;
  INSERT INTO transaction_daily_totals (payment_date, payment_status, payment_mode, transaction_count, amount)
  SELECT payment_date, payment_status, payment_mode, count(*), sum(amount)
  FROM procedure_transactions GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
  DELETE FROM procedure_daily_counts;
  INSERT INTO procedure_daily_counts (clinic_date, doctor_name, status, procedure_count)
  SELECT clinic_date(start_datetime), doctor_name, status, count(*)
  FROM procedures GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT rebuild_daily_totals();
