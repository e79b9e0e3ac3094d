import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FACE_ANNOTATION_MESSAGES } from '@clinic/contracts';
import type { DraftPoint } from '../../lib/annotation-points.ts';
import { ProductUsageFields } from '../product-usage-fields.tsx';

interface PointEditorProps {
  point: DraftPoint;
  showErrors: boolean;
  onChange: (point: DraftPoint) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** What a point needs; once errors show, a blank one says so. */
const REQUIRED_FIELDS = [
  { name: 'condition', label: 'Condition', message: FACE_ANNOTATION_MESSAGES.conditionRequired },
  { name: 'treatment', label: 'Treatment', message: FACE_ANNOTATION_MESSAGES.treatmentRequired },
] as const;

/** The side panel of one point: condition and treatment are required. */
export function PointEditor({ point, showErrors, onChange, onRemove, onClose }: PointEditorProps) {
  const field = (name: 'condition' | 'treatment' | 'notes' | 'medications') => ({
    value: point[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...point, [name]: event.target.value }),
  });

  return (
    <Stack component="section" aria-label={`${point.label} details`} spacing={2} sx={{ minWidth: 240 }}>
      <Typography variant="h6" component="h3">
        {point.label}
      </Typography>
      {REQUIRED_FIELDS.map(({ name, label, message }) => {
        const missing = showErrors && point[name].trim() === '';
        return (
          <TextField
            key={name}
            label={label}
            required
            size="small"
            {...field(name)}
            error={missing}
            helperText={missing ? message : undefined}
          />
        );
      })}
      <TextField label="Notes" size="small" multiline minRows={2} {...field('notes')} />
      <TextField label="Point medications" size="small" {...field('medications')} />
      <ProductUsageFields value={point} usedOn={point.treatment_date} showErrors={showErrors} onChange={onChange} />
      <TextField
        label="Treatment date"
        type="date"
        size="small"
        value={point.treatment_date ?? ''}
        onChange={(event) => onChange({ ...point, treatment_date: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Stack direction="row" spacing={1}>
        <Button color="error" onClick={onRemove}>
          Delete point
        </Button>
        <Button onClick={onClose}>Done</Button>
      </Stack>
    </Stack>
  );
}
