import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { saveFile } from '../../../lib/file-download.ts';

const FILE_NAME = 'clinic-portal-recovery-codes.txt';

/** The codes as a person keeps them on paper or in a file: one a line, with what they are for. */
const asText = (codes: readonly string[]) =>
  `Clinic portal recovery codes\nEach code signs you in once instead of a code from your app.\n\n${codes.join('\n')}\n`;

/**
 * The recovery codes, shown this once, with ways to keep them: copied, saved as a text file or
 * printed (the print holds the codes alone, not the screen around them).
 */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const [copied, setCopied] = useState<boolean>();
  const copy = () =>
    navigator.clipboard.writeText(asText(codes)).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Box className="recovery-codes">
      <GlobalStyles
        styles={{
          '@media print': {
            'body *': { visibility: 'hidden' },
            '.recovery-codes, .recovery-codes *': { visibility: 'visible' },
            '.recovery-codes': { position: 'absolute', top: 0, left: 0, right: 0 },
            '.recovery-codes .recovery-codes-actions': { display: 'none' },
          },
        }}
      />
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack
        className="recovery-codes-actions"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button variant="outlined" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button
          variant="outlined"
          onClick={() => saveFile({ fileName: FILE_NAME, blob: new Blob([asText(codes)], { type: 'text/plain' }) })}
        >
          Download as text file
        </Button>
        <Button variant="outlined" onClick={() => window.print()}>
          Print codes
        </Button>
        <Typography role="status" variant="body2" color={copied === false ? 'error' : 'text.secondary'}>
          {copied === undefined ? '' : copied ? 'Copied.' : 'Could not copy: select the codes and copy them instead.'}
        </Typography>
      </Stack>
    </Box>
  );
}
