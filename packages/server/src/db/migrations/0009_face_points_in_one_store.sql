-- A procedure's face-diagram points live in face_annotation_sets alone. procedures.details keeps
-- only the text a person wrote; the spec's JSON form of details is composed from both on read.

-- Points as the portal has always validated them (id, position, view, condition and treatment;
-- the rest optional), so that only what the server itself would have read moves.
CREATE FUNCTION clinic_points_are_valid(points jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_typeof(points) = 'array' AND NOT EXISTS (
    SELECT 1
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(points) = 'array' THEN points ELSE '[]' END) AS point
    WHERE jsonb_typeof(point) IS DISTINCT FROM 'object'
       OR jsonb_typeof(point -> 'id') IS DISTINCT FROM 'string'
       OR jsonb_typeof(point -> 'x') IS DISTINCT FROM 'number'
       OR jsonb_typeof(point -> 'y') IS DISTINCT FROM 'number'
       OR coalesce(point ->> 'view', '') NOT IN ('front', 'side')
       OR jsonb_typeof(point -> 'condition') IS DISTINCT FROM 'string'
       OR jsonb_typeof(point -> 'treatment') IS DISTINCT FROM 'string'
       OR coalesce(jsonb_typeof(point -> 'label'), 'string') <> 'string'
       OR coalesce(jsonb_typeof(point -> 'notes'), 'string') <> 'string'
       OR coalesce(jsonb_typeof(point -> 'medications'), 'string') <> 'string'
       OR coalesce(jsonb_typeof(point -> 'created_at'), 'string') <> 'string'
       OR coalesce(jsonb_typeof(point -> 'updated_at'), 'string') <> 'string'
       OR coalesce(jsonb_typeof(point -> 'treatment_date'), 'null') NOT IN ('string', 'null')
  )
$$;
--> statement-breakpoint
-- {text, points} of details written in one of the portal's JSON forms (the current
-- {originalDetails, faceAnnotations: {points}} or the older {version, points}); NULL for plain text
-- and for anything else.
CREATE FUNCTION clinic_details_form(details text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parsed jsonb;
BEGIN
  IF details IS NULL OR details !~ '^\s*\{' THEN
    RETURN NULL;
  END IF;
  BEGIN
    parsed := details::jsonb;
  EXCEPTION WHEN others THEN
    RETURN NULL;
  END;
  IF jsonb_typeof(parsed) <> 'object' THEN
    RETURN NULL;
  END IF;
  IF jsonb_typeof(parsed -> 'version') = 'string' AND clinic_points_are_valid(parsed -> 'points') THEN
    RETURN jsonb_build_object('text', '', 'points', parsed -> 'points');
  END IF;
  IF coalesce(jsonb_typeof(parsed -> 'originalDetails'), 'null') NOT IN ('string', 'null')
     OR coalesce(jsonb_typeof(parsed -> 'faceAnnotations'), 'null') NOT IN ('object', 'null') THEN
    RETURN NULL;
  END IF;
  IF jsonb_typeof(parsed -> 'faceAnnotations') = 'object'
     AND NOT clinic_points_are_valid(parsed -> 'faceAnnotations' -> 'points') THEN
    RETURN NULL;
  END IF;
  RETURN jsonb_build_object(
    'text', coalesce(parsed ->> 'originalDetails', ''),
    'points', coalesce(parsed -> 'faceAnnotations' -> 'points', '[]')
  );
END
$$;
--> statement-breakpoint
-- Points that only the details text held become the procedure's set.
INSERT INTO face_annotation_sets (procedure_id, patient_id, annotations, created_at, updated_at)
SELECT p.id, p.patient_id, form.value -> 'points', p.updated_at, p.updated_at
FROM procedures p
CROSS JOIN LATERAL (SELECT clinic_details_form(p.details) AS value) form
WHERE form.value IS NOT NULL
  AND jsonb_array_length(form.value -> 'points') > 0
  AND NOT EXISTS (SELECT 1 FROM face_annotation_sets s WHERE s.procedure_id = p.id);
--> statement-breakpoint
-- Details keep the person's text; a procedure with a set already had its points there.
UPDATE procedures p
SET details = form.value ->> 'text'
FROM (SELECT id, clinic_details_form(details) AS value FROM procedures WHERE details ~ '^\s*\{') form
WHERE form.id = p.id AND form.value IS NOT NULL;
--> statement-breakpoint
DROP FUNCTION clinic_details_form(text);
--> statement-breakpoint
DROP FUNCTION clinic_points_are_valid(jsonb);
