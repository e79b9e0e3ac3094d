-- Versions of the tables a patient's procedures list reads besides procedures and patients, raised
-- like theirs (see change_counters): the list's answer is kept per patient while none changes.
INSERT INTO change_counters (table_name, version) VALUES
  ('procedure_transactions', 0), ('face_annotation_sets', 0), ('lot_usages', 0), ('product_lots', 0), ('products', 0);
--> statement-breakpoint
CREATE TRIGGER procedure_transactions_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON procedure_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION change_counters_raise();
--> statement-breakpoint
CREATE TRIGGER face_annotation_sets_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON face_annotation_sets
  FOR EACH STATEMENT EXECUTE FUNCTION change_counters_raise();
--> statement-breakpoint
CREATE TRIGGER lot_usages_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lot_usages
  FOR EACH STATEMENT EXECUTE FUNCTION change_counters_raise();
--> statement-breakpoint
CREATE TRIGGER product_lots_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_lots
  FOR EACH STATEMENT EXECUTE FUNCTION change_counters_raise();
--> statement-breakpoint
CREATE TRIGGER products_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION change_counters_raise();
