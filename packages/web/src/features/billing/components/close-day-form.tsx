import { useState, type FormEvent } from 'react';
import { formatPeso } from '@clinic/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { SaveErrorAlert, type SaveError } from '../../../components/ui/save-error-alert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCloseDay } from '../api/billing-day.ts';

/** The counted cash, the drawer's opening float and a note: closing the day fixes its figures. */
export function CloseDayForm({ date, onClosed }: { date: string; onClosed: (text: string) => void }) {
  const [counted, setCounted] = useState('');
  const [openingFloat, setOpeningFloat] = useState('0');
  const [note, setNote] = useState('');
  const [error, setError] = useState<SaveError | null>(null);
  const close = useCloseDay((day) => onClosed(`The day was closed with a variance of ${formatPeso(day.variance)}.`));

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    close.mutate(
      { date, counted_cash: counted, opening_float: openingFloat, note },
      {
        onError: (failure) => setError({ text: errorMessage(failure, 'The day could not be closed.') }),
      },
    );
  }

  return (
    <FormSection title="Close the day">
      <Box component="form" aria-label="Close the day" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
          <TextField
            label="Counted cash"
            required
            value={counted}
            onChange={(event) => setCounted(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Opening float"
            value={openingFloat}
            onChange={(event) => setOpeningFloat(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
        </Box>
        <SaveErrorAlert error={error} />
        <Box>
          <Button type="submit" variant="contained" disabled={close.isPending}>
            Close day
          </Button>
        </Box>
      </Box>
    </FormSection>
  );
}
