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

/** The side panel of one point: condition and treatment are required. */
export function PointEditor({ point, showErrors, onChange, onRemove, onClose }: PointEditorProps) {
  const field = (name: 'condition' | 'treatment' | 'notes' | 'medications') => ({
    value: point[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...point, [name]: event.target.value }),
  });
  const conditionMissing = showErrors && point.condition.trim() === '';
  const treatmentMissing = showErrors && point.treatment.trim() === '';

  return (
    <Stack component="section" aria-label={`${point.label} details`} spacing={2} sx={{ minWidth: 240 }}>
      <Typography variant="h6" component="h3">
        {point.label}
      </Typography>
      <TextField
        label="Condition"
        required
        size="small"
        {...field('condition')}
        error={conditionMissing}
        helperText={conditionMissing ? FACE_ANNOTATION_MESSAGES.conditionRequired : undefined}
      />
      <TextField
        label="Treatment"
        required
        size="small"
        {...field('treatment')}
        error={treatmentMissing}
        helperText={treatmentMissing ? FACE_ANNOTATION_MESSAGES.treatmentRequired : undefined}
      />
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
