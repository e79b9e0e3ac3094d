-- A version per table, raised in the writing transaction by a statement trigger: it becomes visible
-- with the write itself, so a server that reads the version before counting never keeps a count
-- older than the version it stored it under.
INSERT INTO change_counters (table_name, version) VALUES ('patients', 0);
--> statement-breakpoint
CREATE FUNCTION change_counters_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE change_counters SET version = version + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patients_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON patients
  FOR EACH STATEMENT EXECUTE FUNCTION change_counters_raise();
