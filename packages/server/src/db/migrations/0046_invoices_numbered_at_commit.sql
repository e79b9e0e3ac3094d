CREATE TABLE "invoices_to_number" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"issue_time" timestamp with time zone NOT NULL,
	"before_issued_at" text NOT NULL,
	"before_number" text NOT NULL,
	"after_number" text NOT NULL,
	"audit_event_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices_to_number" ADD CONSTRAINT "invoices_to_number_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand from here. An invoice is numbered as its issuing transaction commits: the row
-- the issue writes here fires this at COMMIT, which takes the number (`clinic_take_number`, whose
-- series lock is then held only for PostgreSQL's own work and the commit's flush, never across a
-- trip back to the server), writes it with the hash onto the invoice and into the issue's audit
-- entry, and clears the row. A failure here fails the COMMIT, so nothing of the issue is kept and
-- no number is used.
CREATE FUNCTION clinic_number_invoice_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken record;
BEGIN
  SELECT * INTO STRICT taken FROM clinic_take_number(NEW.branch_id, 'invoice', NEW.issue_time, NEW.before_issued_at,
                                                     NEW.before_number, NEW.after_number);
  UPDATE invoices SET series_id = taken.series_id, serial = taken.serial, number = taken.number,
                      issued_at = taken.issued_at, previous_hash = taken.previous_hash,
                      content_hash = taken.content_hash
   WHERE id = NEW.invoice_id;
  UPDATE audit_events SET changes = coalesce(changes, '{}'::jsonb) || jsonb_build_object('number', taken.number)
   WHERE id = NEW.audit_event_id;
  DELETE FROM invoices_to_number WHERE invoice_id = NEW.invoice_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoices_to_number_at_commit AFTER INSERT ON invoices_to_number
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION clinic_number_invoice_at_commit();
