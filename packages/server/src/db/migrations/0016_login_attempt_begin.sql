-- Checks and reserves one sign-in attempt in one statement, so servers sharing the database share
-- one limit. A browser that signed in to the account before is counted under its own key;
-- otherwise the account and the client address both count. Rows are locked in key order, so two
-- attempts on the same keys cannot deadlock. Answers the reserved keys, or none and how long to wait.
CREATE FUNCTION login_attempt_begin(
  p_account text, p_address text, p_device text, p_now timestamptz,
  p_per_account integer, p_per_address integer, p_window_ms integer, p_first_delay_ms integer, p_stale_ms integer
) RETURNS TABLE (keys text[], retry_after_ms integer) LANGUAGE plpgsql AS $$
DECLARE
  chosen text[];
  k text;
  counter login_limits;
  live_in_flight integer;
  wait interval := interval '0';
  key_limit integer;
  window_length interval := p_window_ms * interval '1 millisecond';
  stale_before timestamptz := p_now - p_stale_ms * interval '1 millisecond';
BEGIN
  IF p_device IS NOT NULL
     AND EXISTS (SELECT 1 FROM login_devices WHERE account = p_account AND device_hash = p_device) THEN
    chosen := ARRAY['device:' || p_device];
  ELSE
    chosen := ARRAY['account:' || p_account, 'address:' || p_address];
  END IF;
  FOREACH k IN ARRAY (SELECT array_agg(x ORDER BY x) FROM unnest(chosen) AS x) LOOP
    INSERT INTO login_limits (key, started_at, next_check_at, reserved_at) VALUES (k, p_now, p_now, p_now)
      ON CONFLICT (key) DO NOTHING;
    SELECT * INTO counter FROM login_limits WHERE key = k FOR UPDATE;
    -- A reservation a stopped server never finished no longer counts.
    live_in_flight := CASE WHEN counter.reserved_at > stale_before THEN counter.in_flight ELSE 0 END;
    IF live_in_flight = 0 AND p_now - counter.started_at > window_length THEN
      UPDATE login_limits SET failures = 0, in_flight = 0, started_at = p_now, next_check_at = p_now WHERE key = k;
      CONTINUE;
    END IF;
    key_limit := CASE WHEN k LIKE 'address:%' THEN p_per_address ELSE p_per_account END;
    IF counter.failures + live_in_flight >= key_limit THEN
      wait := greatest(wait, CASE
        WHEN live_in_flight > 0 THEN greatest(p_first_delay_ms * interval '1 millisecond', counter.next_check_at - p_now)
        ELSE greatest(interval '0', counter.next_check_at - p_now) END);
    END IF;
  END LOOP;
  IF wait > interval '0' THEN
    RETURN QUERY SELECT NULL::text[], ceil(extract(epoch FROM wait) * 1000)::integer;
    RETURN;
  END IF;
  UPDATE login_limits
    SET in_flight = (CASE WHEN reserved_at > stale_before THEN in_flight ELSE 0 END) + 1, reserved_at = p_now
    WHERE key = ANY (chosen);
  -- Counters whose window has passed are the same as none: a few are removed on each attempt.
  DELETE FROM login_limits WHERE key IN (
    SELECT key FROM login_limits
    WHERE started_at < p_now - window_length AND next_check_at < p_now
      AND (in_flight = 0 OR reserved_at < stale_before) AND key <> ALL (chosen)
    LIMIT 20 FOR UPDATE SKIP LOCKED);
  RETURN QUERY SELECT chosen, 0;
END $$;
