ALTER TABLE "document_series" ADD COLUMN "last_issued_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand from here. Issue times follow numbers from the documents already issued on.
UPDATE "document_series" s SET "last_issued_at" = coalesce(
  (SELECT max(i.issued_at) FROM invoices i WHERE i.series_id = s.id),
  (SELECT max(c.issued_at) FROM credit_memos c WHERE c.series_id = s.id));--> statement-breakpoint
-- Takes the next number of a branch's series of a type and chains a document onto it, in one call:
-- the series row stays locked from here to the transaction's end, so the caller takes the number
-- last, in the one round trip before its commit. The document comes as its canonical JSON cut
-- around its issue time and its number, which only the lock decides: `before_issued_at`, the
-- issue time as a JSON string, `before_number`, the number as a JSON string, `after_number`. The
-- hash is SHA-256 of the previous document's hash, a line break and that text, as `chainedHash`
-- computes it, so the chain check reads these documents as it reads any other. The issue time is
-- `issue_time` to the millisecond (what a JavaScript date keeps), never before the series' last.
CREATE FUNCTION clinic_take_number(of_branch integer, of_type text, issue_time timestamptz, before_issued_at text,
                                   before_number text, after_number text)
  RETURNS TABLE (series_id integer, serial integer, number text, issued_at timestamptz, previous_hash text,
                 content_hash text)
  LANGUAGE plpgsql
AS $$
DECLARE
  taken document_series;
BEGIN
  SELECT * INTO STRICT taken FROM document_series s
   WHERE s.branch_id = of_branch AND s.document_type = of_type FOR UPDATE;
  series_id := taken.id;
  serial := taken.next_number;
  number := taken.prefix || lpad(serial::text, greatest(taken.digits, length(serial::text)), '0');
  issued_at := greatest(date_trunc('milliseconds', issue_time), taken.last_issued_at);
  previous_hash := taken.last_hash;
  content_hash := encode(sha256(convert_to(
    coalesce(previous_hash, '') || E'\n' || before_issued_at
      || to_json(to_char(issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
      || before_number || to_json(number)::text || after_number, 'UTF8')), 'hex');
  UPDATE document_series s SET next_number = serial + 1, last_hash = content_hash, last_issued_at = issued_at
   WHERE s.id = taken.id;
  RETURN NEXT;
END
$$;
