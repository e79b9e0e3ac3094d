-- An inactive account is deactivated (by an administrator), invited (no password yet) or waiting
-- for activation (registered itself). Accounts deactivated before this column existed are found
-- in the audit trail: their last change of is_active set it to false.
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "deactivated_at" = last_change."created_at"
FROM (
  SELECT DISTINCT ON ("entity_id") "entity_id", "created_at", "changes"
  FROM "audit_events"
  WHERE "entity" = 'user' AND "action" = 'update' AND "changes" ? 'is_active'
  ORDER BY "entity_id", "created_at" DESC, "id" DESC
) AS last_change
WHERE last_change."entity_id" = "users"."id"::text
  AND last_change."changes" ->> 'is_active' = 'false'
  AND NOT "users"."is_active";
