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
import { Controller } from 'react-hook-form';
import {
  PHOTO_RELEASES,
  PHOTO_RELEASE_LABELS,
  signConsentSchemaFor,
  type ConsentTemplate,
  type SignConsentInput,
} from '@clinic/contracts';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { useAskBeforeUnload } from '../../../components/ui/unsaved-changes.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useContractForm } from '../../../lib/contract-form.tsx';
import { textFieldProps } from '../../../lib/form.ts';
import { useConsentTemplates } from '../api/get-consent-templates.ts';
import { useProcedureConsents } from '../api/get-procedure-consents.ts';
import { useSigningProcedure } from '../api/get-signing-procedure.ts';
import { useSignConsent } from '../api/sign-consent.ts';
import { ConsentText } from '../components/consent-text.tsx';
import { StaffPasswordDialog } from '../../../components/ui/staff-password-dialog.tsx';
import { HandBackScreen } from '../components/hand-back-screen.tsx';
import { SignatureField } from '../../../components/ui/signature-field.tsx';

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
              <SigningForm
                key={template.id}
                template={template}
                signing={sign.isPending}
                onSign={(input) => sign.mutateAsync(input).then(() => setSigned(true))}
              />
            </>
          )}
        </Stack>
      </Paper>
      {leaveDialog}
    </Box>
  );
}

interface SigningFormProps {
  template: ConsentTemplate;
  signing: boolean;
  onSign: (input: SignConsentInput) => Promise<unknown>;
}

/** The patient's photo release, name and signature (and a witness's, where the template asks), checked by the contract. */
function SigningForm({ template, signing, onSign }: SigningFormProps) {
  const { form, submit, errorAlert } = useContractForm({
    schema: signConsentSchemaFor(template.witness_required),
    defaultValues: {
      template_id: template.id,
      signer_name: '',
      signature: '',
      witness_name: null,
      witness_signature: null,
    },
    failureText: 'The consent could not be signed.',
    // The screen keeps its own lock: only a staff member's password leaves it.
    guardUnsaved: false,
    onSubmit: onSign,
  });
  const { errors } = form.formState;
  const witnessProblem = errors.witness_name?.message ?? errors.witness_signature?.message;

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submit}>
      <Controller
        control={form.control}
        name="photo_release"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id="photo-release-label">Photo release</FormLabel>
            <RadioGroup
              aria-labelledby="photo-release-label"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
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
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <TextField
        label="Patient's full name"
        {...textFieldProps(form.register('signer_name'))}
        error={Boolean(errors.signer_name)}
        helperText={errors.signer_name?.message}
        autoComplete="off"
      />
      <SignatureField
        label="Patient's signature"
        onChange={(drawn) =>
          form.setValue('signature', drawn ?? '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
        }
        error={errors.signature?.message}
      />
      {template.witness_required ? (
        <>
          <TextField
            label="Witness's full name"
            {...textFieldProps(form.register('witness_name', { setValueAs: (typed: string) => typed || null }))}
            error={Boolean(witnessProblem)}
            autoComplete="off"
          />
          <SignatureField
            label="Witness's signature"
            onChange={(drawn) =>
              form.setValue('witness_signature', drawn, {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              })
            }
            error={witnessProblem}
          />
        </>
      ) : null}
      {errorAlert}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={signing || form.formState.isSubmitting}>
          Sign consent
        </Button>
      </Box>
    </Stack>
  );
}
