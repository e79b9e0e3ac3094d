-- created_by_role held the registration label; it now holds the creator's role, and the label is
-- derived from it. The role comes from the patient's create entry in the audit log when there is
-- one; a kiosk registration is KIOSK, any other record was made by staff and reads as ADMIN.
UPDATE "patients" AS p
SET "created_by_role" = CASE
  WHEN p."created_by_role" = 'Self-Registered (Kiosk)' THEN 'KIOSK'
  ELSE coalesce(
    (
      SELECT upper(a."actor_role")
      FROM "audit_events" AS a
      WHERE a."entity" = 'patient'
        AND a."action" = 'create'
        AND a."entity_id" = p."id"::text
        AND upper(a."actor_role") IN ('SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE', 'STAFF')
      ORDER BY a."id"
      LIMIT 1
    ),
    'ADMIN'
  )
END
WHERE p."created_by_role" IN ('Self-Registered (Kiosk)', 'Admin Created');
