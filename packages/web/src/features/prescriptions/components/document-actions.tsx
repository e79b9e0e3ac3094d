import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { IssuedDocumentStatus } from '@clinic/contracts';

interface DocumentActionsProps {
  status: IssuedDocumentStatus;
  /** The signed-in doctor wrote it: only they sign or revoke it. */
  own: boolean;
  /** Says which document each button is for, to a screen reader. */
  label: string;
  onSign: () => void;
  onRevoke: () => void;
  onOpenPdf: (layout: 'a5' | 'a4') => void;
}

/** Sign a draft, open a signed one's PDF (A5 or A4), revoke it: as the document's state allows. */
export function DocumentActions({ status, own, label, onSign, onRevoke, onOpenPdf }: DocumentActionsProps) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {status === 'draft' && own ? (
        <Button size="small" variant="outlined" onClick={onSign} aria-label={`Sign ${label}`}>
          Sign
        </Button>
      ) : null}
      {status !== 'draft' ? (
        <>
          <Button size="small" onClick={() => onOpenPdf('a5')} aria-label={`Open PDF (A5) of ${label}`}>
            Open PDF
          </Button>
          <Button size="small" onClick={() => onOpenPdf('a4')} aria-label={`Open PDF (A4) of ${label}`}>
            A4
          </Button>
        </>
      ) : null}
      {status === 'signed' && own ? (
        <Button size="small" color="error" onClick={onRevoke} aria-label={`Revoke ${label}`}>
          Revoke
        </Button>
      ) : null}
    </Stack>
  );
}
