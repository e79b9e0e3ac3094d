import type { ZodType } from 'zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import type { PatientFormValues } from '../lib/patient-form-values.ts';

export const MISSING_FIELDS_ID = 'missing-fields';

interface Missing {
  field: FieldPath<PatientFormValues>;
  message: string;
}

/** What the schema still refuses in the form, one entry per field, in the form's order. */
function missingFields(schema: ZodType, values: PatientFormValues): Missing[] {
  const result = schema.safeParse(values);
  const seen = new Set<string>();
  const missing: Missing[] = [];
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join('.');
    if (field === '' || seen.has(field)) continue;
    seen.add(field);
    missing.push({ field: field as FieldPath<PatientFormValues>, message: issue.message });
  }
  return missing;
}

/**
 * Next to a submit button that is enabled only when the form is valid: what is still missing,
 * each entry a link that takes the person to its field.
 */
export function MissingFields({ schema }: { schema: ZodType }) {
  const { control, setFocus } = useFormContext<PatientFormValues>();
  const values = useWatch({ control }) as PatientFormValues;
  const missing = missingFields(schema, values);
  if (missing.length === 0) return null;
  return (
    <Stack id={MISSING_FIELDS_ID} spacing={0.5}>
      <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
        Still needed before the patient can be created:
      </Typography>
      <Typography variant="body2" component="ul" sx={{ m: 0, pl: 3 }}>
        {missing.map(({ field, message }) => (
          <li key={field}>
            <Link component="button" type="button" variant="body2" onClick={() => setFocus(field)}>
              {message}
            </Link>
          </li>
        ))}
      </Typography>
    </Stack>
  );
}
