import type { FormEvent } from 'react';
import { useAppliedFields } from '../../../../lib/use-applied-fields.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  canSearch,
  EMPTY_SEARCH,
  entryOf,
  searchTerms,
  type PatientSearchEntry,
  type PatientSearchTerms,
} from '../../lib/patient-search.ts';
import { DisabledReason } from '../../../../components/ui/disabled-reason.tsx';

interface PatientSearchFormProps {
  /** The terms of the search shown, which the fields start from. */
  terms: PatientSearchTerms;
  onSearch: (terms: PatientSearchTerms) => void;
  onClear: () => void;
}

/** First Name, Last Name and Phone; Search (or Enter) runs once one field is long enough. */
export function PatientSearchForm({ terms, onSearch, onClear }: PatientSearchFormProps) {
  const { values: entry, submitted, field, clear } = useAppliedFields<PatientSearchEntry>(entryOf(terms));
  const searchable = canSearch(entry);

  function search(event: FormEvent) {
    event.preventDefault();
    if (!searchable) return;
    submitted(entryOf(searchTerms(entry)));
    onSearch(searchTerms(entry));
  }

  return (
    <Box
      component="form"
      role="search"
      aria-label="Search patients"
      onSubmit={search}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr) auto' },
        alignItems: 'center',
      }}
    >
      <TextField size="small" label="First Name" {...field('firstName')} />
      <TextField size="small" label="Last Name" {...field('lastName')} />
      <TextField size="small" label="Phone" type="tel" {...field('phone')} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <DisabledReason reason={!searchable && 'Type a first name, last name or phone to search.'}>
          <Button type="submit" variant="contained" disabled={!searchable}>
            Search
          </Button>
        </DisabledReason>
        <Button
          variant="outlined"
          onClick={() => {
            clear(EMPTY_SEARCH);
            onClear();
          }}
        >
          Clear
        </Button>
      </Box>
    </Box>
  );
}
