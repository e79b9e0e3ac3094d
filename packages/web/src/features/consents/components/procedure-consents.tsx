import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PHOTO_RELEASE_LABELS, type ProcedureConsent } from '@clinic/contracts';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCan } from '../../../lib/authorization.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useProcedureConsents } from '../api/get-procedure-consents.ts';
import { useOpenConsentPdf } from '../api/open-consent-pdf.ts';
import { useRevokeConsent } from '../api/revoke-consent.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { DisabledReason } from '../../../components/ui/disabled-reason.tsx';
import { ReasonField } from '../../../components/ui/reason-field.tsx';

function RevokeDialog({ consent, onClose }: { consent: ProcedureConsent; onClose: () => void }) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const revoke = useRevokeConsent();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          revoke.mutate({ id: consent.id, reason }, { onSuccess: onClose });
        }}
      >
        <DialogTitle id={titleId}>Revoke {consent.template_title}</DialogTitle>
        <DialogContent>
          <ErrorAlert error={revoke.error} fallback="The consent could not be revoked." sx={{ mb: 2 }} />
          <ReasonField autoFocus fullWidth value={reason} onChange={setReason} sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <DisabledReason reason={!reason.trim() && 'Give the reason for revoking first.'}>
            <Button type="submit" color="error" variant="contained" disabled={!reason.trim() || revoke.isPending}>
              Revoke
            </Button>
          </DisabledReason>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function ConsentLine({
  consent,
  canSign,
  onRevoke,
}: {
  consent: ProcedureConsent;
  canSign: boolean;
  onRevoke: () => void;
}) {
  const openPdf = useOpenConsentPdf();
  const revoked = consent.revoked_at !== null;
  return (
    <Box component="li" sx={{ py: 1 }}>
      <Typography sx={revoked ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}>
        {consent.template_title} (version {consent.template_version}), signed by {consent.signer_name} on{' '}
        {formatDateTime(consent.signed_at)}
        {consent.signed_by ? `, taken by ${consent.signed_by}` : ''}. Photo release:{' '}
        {PHOTO_RELEASE_LABELS[consent.photo_release]}
      </Typography>
      {revoked ? (
        <Typography variant="body2" color="text.secondary">
          Revoked {formatDateTime(consent.revoked_at)}
          {consent.revoked_by ? ` by ${consent.revoked_by}` : ''}: {consent.revoke_reason}
        </Typography>
      ) : null}
      {canSign ? (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          <Button size="small" onClick={() => openPdf.mutate(consent.id)}>
            Open signed PDF
          </Button>
          {revoked ? null : (
            <Button size="small" color="error" onClick={onRevoke}>
              Revoke consent
            </Button>
          )}
        </Stack>
      ) : null}
      {openPdf.isError ? (
        <Alert severity="error">{errorMessage(openPdf.error, 'The PDF could not be opened.')}</Alert>
      ) : null}
    </Box>
  );
}

/** A procedure's consents: whether one is still needed, the Sign button, and each signed consent. */
export function ProcedureConsents({ procedureId }: { procedureId: number }) {
  const consents = useProcedureConsents(procedureId);
  const canSign = useCan('consent.sign');
  const [revoking, setRevoking] = useState<ProcedureConsent | null>(null);
  const headingId = useId();

  if (consents.isPending) return null;
  if (consents.isError) {
    return <Alert severity="error">{errorMessage(consents.error, 'The consents could not be loaded.')}</Alert>;
  }
  const { items, consent_required: required } = consents.data;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          Consents
        </Typography>
        {required ? <Chip color="warning" label="Consent required" /> : null}
        {canSign ? (
          <Button
            component={RouterLink}
            to={paths.signConsent.href(procedureId)}
            variant={required ? 'contained' : 'outlined'}
            size="small"
          >
            Sign consent
          </Button>
        ) : null}
      </Stack>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No consent signed yet.
        </Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2, my: 1 }}>
          {items.map((consent) => (
            <ConsentLine key={consent.id} consent={consent} canSign={canSign} onRevoke={() => setRevoking(consent)} />
          ))}
        </Box>
      )}
      {revoking ? <RevokeDialog consent={revoking} onClose={() => setRevoking(null)} /> : null}
    </Paper>
  );
}
