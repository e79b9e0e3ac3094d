import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DURATION_UNITS } from '@clinic/contracts';
import { emptyMedication, type MedicationRow } from '../lib/procedure-form-values.ts';
import { MEDICATION_FIELD_LABELS } from '../../../components/ui/procedure-labels.ts';
import { menuItems } from '../../../components/ui/option-items.tsx';

interface MedicationsEditorProps {
  rows: MedicationRow[];
  onChange: (rows: MedicationRow[]) => void;
}

/** Medication rows; Enter in the new name adds one (the form never submits on Enter). */
export function MedicationsEditor({ rows, onChange }: MedicationsEditorProps) {
  const [newName, setNewName] = useState('');
  const add = () => {
    if (newName.trim() === '') return;
    onChange([...rows, emptyMedication(newName.trim())]);
    setNewName('');
  };
  const update = (index: number, change: Partial<MedicationRow>) =>
    onChange(rows.map((row, position) => (position === index ? { ...row, ...change } : row)));

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6">
        Medications
      </Typography>
      {rows.map((row, index) => (
        <Stack
          key={index}
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ flexWrap: { md: 'wrap' }, '& > .MuiTextField-root': { flex: { md: '1 1 140px' } } }}
          role="group"
          aria-label={`Medication ${index + 1}`}
        >
          <TextField
            label={MEDICATION_FIELD_LABELS.name}
            size="small"
            required
            value={row.name}
            onChange={(event) => update(index, { name: event.target.value })}
          />
          <TextField
            label={MEDICATION_FIELD_LABELS.dosage}
            size="small"
            value={row.dosage}
            onChange={(event) => update(index, { dosage: event.target.value })}
          />
          <TextField
            label={MEDICATION_FIELD_LABELS.frequency}
            size="small"
            value={row.frequency}
            onChange={(event) => update(index, { frequency: event.target.value })}
          />
          <TextField
            label={MEDICATION_FIELD_LABELS.start_date}
            type="date"
            size="small"
            value={row.start_date}
            onChange={(event) => update(index, { start_date: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={MEDICATION_FIELD_LABELS.notes}
            size="small"
            value={row.duration}
            onChange={(event) => update(index, { duration: event.target.value.replace(/\D/g, '') })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            select
            label="Unit"
            size="small"
            value={row.unit}
            onChange={(event) => update(index, { unit: event.target.value as MedicationRow['unit'] })}
          >
            {menuItems(DURATION_UNITS)}
          </TextField>
          <Button color="error" onClick={() => onChange(rows.filter((_row, position) => position !== index))}>
            Remove
          </Button>
        </Stack>
      ))}
      <Stack direction="row" spacing={1}>
        <TextField
          label="New medication name"
          size="small"
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button onClick={add} sx={{ flexShrink: 0 }}>
          Add Medication
        </Button>
      </Stack>
    </Stack>
  );
}
