-- The procedures table's version, raised like the patients table's (see change_counters): the
-- schedule's answers are kept while neither table changes.
INSERT INTO change_counters (table_name, version) VALUES ('procedures', 0);
--> statement-breakpoint
CREATE TRIGGER procedures_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON procedures
  FOR EACH STATEMENT EXECUTE FUNCTION change_counters_raise();
