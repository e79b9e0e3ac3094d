import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { NoteSections } from '@clinic/contracts';

/** One multi-line field per section, labelled by the section's title (or `labelOf` it). */
export function SectionsFields({
  sections,
  onChange,
  labelOf = (title) => title,
}: {
  sections: NoteSections;
  onChange: (sections: NoteSections) => void;
  labelOf?: (title: string) => string;
}) {
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      {Object.entries(sections).map(([title, text]) => (
        <TextField
          key={title}
          label={labelOf(title)}
          value={text}
          multiline
          minRows={2}
          fullWidth
          onChange={(event) => onChange({ ...sections, [title]: event.target.value })}
        />
      ))}
    </Stack>
  );
}

export const hasText = (sections: NoteSections) => Object.values(sections).some((text) => text.trim() !== '');
