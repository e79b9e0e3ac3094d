import { useCallback, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONSENT_MESSAGES,
  PHOTO_RELEASES,
  PHOTO_RELEASE_LABELS,
  signConsentInputSchema,
  type PhotoRelease,
} from '@clinic/contracts';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { useAskBeforeUnload } from '../../../components/ui/unsaved-changes.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useConsentTemplates } from '../api/get-consent-templates.ts';
import { useProcedureConsents } from '../api/get-procedure-consents.ts';
import { useSigningProcedure } from '../api/get-signing-procedure.ts';
import { useSignConsent } from '../api/sign-consent.ts';
import { ConsentText } from '../components/consent-text.tsx';
import { StaffPasswordDialog } from '../../../components/ui/staff-password-dialog.tsx';
import { HandBackScreen } from '../components/hand-back-screen.tsx';
import { SignatureField } from '../../../components/ui/signature-field.tsx';

type Errors = Partial<Record<'signer_name' | 'signature' | 'photo_release' | 'witness', string>>;

/**
 * /procedures/{id}/sign-consent: the patient reads and signs on the clinic's tablet or phone. The
 * staff's sidebar and header are not shown, and the screen is left only with a staff member's
 * password: before signing, and after it, when the tablet asks to be handed back.
 */
export function SignConsentScreen() {
  const procedureId = Number(useParams().id);
  const navigate = useNavigate();
  const procedure = useSigningProcedure(procedureId);
  const consents = useProcedureConsents(procedureId);
  const templates = useConsentTemplates();
  const sign = useSignConsent(procedureId);

  const offered = useMemo(() => {
    const required = new Set(consents.data?.required_template_ids ?? []);
    // The templates this procedure requires first, then the others still in use.
    return (templates.data ?? [])
      .filter((template) => !template.retired_at)
      .sort((a, b) => Number(required.has(b.id)) - Number(required.has(a.id)));
  }, [templates.data, consents.data]);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const template = offered.find((item) => item.id === chosenId) ?? offered[0];

  const [signerName, setSignerName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [photoRelease, setPhotoRelease] = useState<PhotoRelease | ''>('');
  const [witnessName, setWitnessName] = useState('');
  const [witnessSignature, setWitnessSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const [signed, setSigned] = useState(false);
  // Set only once a staff member's password was checked: the one way out of this screen.
  const unlocked = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) => !unlocked.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );
  useAskBeforeUnload(true, unlocked);

  const procedureHref = paths.procedure.href(procedureId);

  function submit() {
    if (!template) return;
    const input = {
      template_id: template.id,
      signer_name: signerName,
      signature: signature ?? '',
      photo_release: photoRelease,
      ...(template.witness_required ? { witness_name: witnessName, witness_signature: witnessSignature ?? '' } : {}),
    };
    const checked = signConsentInputSchema.safeParse(input);
    const found: Errors = {};
    for (const issue of checked.error?.issues ?? []) {
      const field = issue.path[0];
      if (field === 'signer_name' || field === 'signature') found[field] ??= issue.message;
      if (field === 'photo_release') found.photo_release = CONSENT_MESSAGES.photoReleaseRequired;
    }
    if (template.witness_required && (!witnessName.trim() || !witnessSignature)) {
      found.witness = CONSENT_MESSAGES.witnessRequired;
    }
    setErrors(found);
    if (!checked.success || Object.keys(found).length > 0) return;
    sign.mutate(checked.data, { onSuccess: () => setSigned(true) });
  }

  if (procedure.isPending || consents.isPending || templates.isPending) {
    return <CircularProgress aria-label="Loading consent" sx={{ m: 4 }} />;
  }
  if (procedure.isError || consents.isError || templates.isError) {
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        {errorMessage(procedure.error ?? consents.error ?? templates.error, 'The consent could not be loaded.')}
      </Alert>
    );
  }

  const leaveDialog =
    blocker.state === 'blocked' ? (
      <StaffPasswordDialog
        explanation={
          signed
            ? 'The consent is signed. Enter your password to take the tablet back.'
            : 'The consent is not signed yet. Enter your password to leave the signing screen.'
        }
        confirmLabel="Leave"
        onCancel={() => blocker.reset()}
        onConfirmed={() => {
          unlocked.current = true;
          blocker.proceed();
        }}
      />
    ) : null;

  if (signed) {
    return (
      <>
        <HandBackScreen onUnlock={() => void navigate(procedureHref)} />
        {leaveDialog}
      </>
    );
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', p: { xs: 2, sm: 4 } }}>
      <DocumentTitle title="Sign consent" />
      <Paper sx={{ maxWidth: 900, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Stack spacing={3}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
            <Box>
              <Typography variant="h4" component="h1">
                Sign consent
              </Typography>
              <Typography color="text.secondary">
                {procedure.data.name} · {procedure.data.patient_name}
              </Typography>
            </Box>
            <Button onClick={() => void navigate(procedureHref)}>Leave</Button>
          </Stack>
          {!template ? (
            <Alert severity="info">There is no consent template to sign. An administrator can add one.</Alert>
          ) : (
            <>
              {offered.length > 1 ? (
                <TextField
                  select
                  label="Consent"
                  value={template.id}
                  onChange={(event) => setChosenId(Number(event.target.value))}
                >
                  {offered.map((item) => (
                    <MenuItem key={item.id} value={item.id}>
                      {item.title}
                    </MenuItem>
                  ))}
                </TextField>
              ) : null}
              <Box>
                <Typography variant="h5" component="h2">
                  {template.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Version {template.version}
                </Typography>
                <ConsentText body={template.body} />
              </Box>
              <FormControl error={Boolean(errors.photo_release)}>
                <FormLabel id="photo-release-label">Photo release</FormLabel>
                <RadioGroup
                  aria-labelledby="photo-release-label"
                  value={photoRelease}
                  onChange={(event) => setPhotoRelease(event.target.value as PhotoRelease)}
                >
                  {PHOTO_RELEASES.map((release) => (
                    <FormControlLabel
                      key={release}
                      value={release}
                      control={<Radio />}
                      label={PHOTO_RELEASE_LABELS[release]}
                    />
                  ))}
                </RadioGroup>
                {errors.photo_release ? <FormHelperText>{errors.photo_release}</FormHelperText> : null}
              </FormControl>
              <TextField
                label="Patient's full name"
                value={signerName}
                onChange={(event) => setSignerName(event.target.value)}
                error={Boolean(errors.signer_name)}
                helperText={errors.signer_name}
                autoComplete="off"
              />
              <SignatureField label="Patient's signature" onChange={setSignature} error={errors.signature} />
              {template.witness_required ? (
                <>
                  <TextField
                    label="Witness's full name"
                    value={witnessName}
                    onChange={(event) => setWitnessName(event.target.value)}
                    error={Boolean(errors.witness)}
                    autoComplete="off"
                  />
                  <SignatureField label="Witness's signature" onChange={setWitnessSignature} error={errors.witness} />
                </>
              ) : null}
              {sign.isError ? (
                <Alert severity="error">{errorMessage(sign.error, 'The consent could not be signed.')}</Alert>
              ) : null}
              <Box>
                <Button variant="contained" size="large" onClick={submit} disabled={sign.isPending}>
                  Sign consent
                </Button>
              </Box>
            </>
          )}
        </Stack>
      </Paper>
      {leaveDialog}
    </Box>
  );
}
