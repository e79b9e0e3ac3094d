import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { QuickSearchItem } from '@clinic/contracts';
import { paths } from '../../../../config/paths.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useQuickSearchPatients } from '../../api/quick-search-patients.ts';
import { patientName } from '../../../../lib/patient-name.ts';
import { useFocusShortcut } from './use-focus-shortcut.ts';

const TYPING_PAUSE_MS = 200;
// The server has chosen and ordered the matches already.
const keepServerOrder = (options: QuickSearchItem[]) => options;
const samePatient = (option: QuickSearchItem, value: QuickSearchItem) => option.id === value.id;

/**
 * The header's patient search: a name in any order (a typo and accents forgiven), a phone, an
 * e-mail or an ID; results as you type, arrows to choose, Enter to open the profile. Ctrl+K or `/`
 * reaches it from anywhere.
 */
export function PatientQuickSearch() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const term = useDebouncedValue(text, TYPING_PAUSE_MS);
  const search = useQuickSearchPatients(term);
  const ready = text.trim().length >= 2;
  // Only answers to the text as it stands: a list that changes under the arrow keys would open
  // another patient than the one chosen.
  const settled = term === text && search.isSuccess && !search.isPlaceholderData;
  const options = ready && settled ? (search.data?.items ?? []) : [];
  useFocusShortcut(input);

  const open = (patient: QuickSearchItem | null) => {
    if (!patient) return;
    setText('');
    input.current?.blur();
    void navigate(paths.patient.href(patient.id));
  };

  return (
    <Autocomplete<QuickSearchItem>
      options={options}
      value={null}
      onChange={(_event, patient) => open(patient)}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      open={ready && listOpen}
      onOpen={() => setListOpen(true)}
      onClose={() => setListOpen(false)}
      filterOptions={keepServerOrder}
      getOptionLabel={patientName}
      isOptionEqualToValue={samePatient}
      // The best match is highlighted, so Enter alone opens it.
      autoHighlight
      loading={ready && !settled}
      loadingText="Searching…"
      noOptionsText={search.isError ? 'Search failed. Please try again.' : 'No patients found'}
      size="small"
      sx={{ width: { xs: '100%', sm: 340 }, maxWidth: 420 }}
      renderOption={({ key, ...props }, patient) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography>{patientName(patient)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[`ID ${patient.id}`, `Born ${patient.date_of_birth}`, patient.phone_primary].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={input}
          placeholder="Find a patient (Ctrl+K)"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'Find a patient' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
      )}
    />
  );
}
