import { useRef } from 'react';
import { ATTACHMENT_ACCEPT } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface AttachmentPickerProps {
  files: File[];
  problems: string[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  label?: string;
}

/** Chooses files to attach and shows, before anything is uploaded, why they cannot be. */
export function AttachmentPicker({
  files,
  problems,
  onChange,
  disabled,
  label = 'Attachments',
}: AttachmentPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={1}>
      <div>
        <Button variant="outlined" disabled={disabled} onClick={() => input.current?.click()}>
          Choose Files
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          aria-label={label}
          disabled={disabled}
          onChange={(event) => {
            onChange(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>
      {files.length > 0 && (
        <Typography variant="body2" component="ul" aria-label="Chosen files" sx={{ m: 0, pl: 3 }}>
          {files.map((file, index) => (
            <li key={`${index}-${file.name}-${file.size}`}>
              {file.name}
              <Button
                size="small"
                color="error"
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, position) => position !== index))}
                sx={{ ml: 1 }}
              >
                Remove
              </Button>
            </li>
          ))}
        </Typography>
      )}
      {problems.map((problem) => (
        <Alert key={problem} severity="error">
          {problem}
        </Alert>
      ))}
    </Stack>
  );
}
