import { useState, type ReactNode } from 'react';
import {
  checkAttachmentFiles,
  editPatientFormSchema,
  PATIENT_MESSAGES,
  registrationType,
  type Patient,
  clinicalAlertsOf,
} from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { paths } from '../../../config/paths.ts';
import { useCan } from '../../../lib/authorization.ts';
import { usePatient } from '../api/get-patient.ts';
import { useUpdatePatient } from '../api/update-patient.ts';
import { AttachmentsTab, attachmentsStoredText } from '../components/profile/attachments-tab.tsx';
import { BasicTab } from '../components/profile/basic-tab.tsx';
import { ClinicalAlerts } from '../../../components/ui/clinical-alerts.tsx';
import { ConsultationsTab } from '../components/profile/consultations-tab.tsx';
import { HistoryPanel } from '../components/profile/history-panel.tsx';
import { MedicalTab } from '../components/profile/medical-tab.tsx';
import { MedicationsTab } from '../components/profile/medications-tab.tsx';
import { NoProcedureMedications, NoProcedures } from '../components/profile/procedures-placeholder.tsx';
import { PROFILE_TABS, profileTab } from '../components/profile/profile-tabs.ts';
import { PossibleDuplicates } from '../components/profile/possible-duplicates.tsx';
import { useLocationNotice } from '../../../lib/location-notice.ts';
import { patientName } from '../../../lib/patient-name.ts';
import { patientToFormValues } from '../lib/patient-form-values.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { patientResolver } from '../lib/patient-resolver.ts';
import { withPregnancyRule } from '@clinic/contracts';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { useUnsavedChangesWarning } from '../../../components/ui/unsaved-changes.tsx';

/** Content the procedures, photos and billing features put into the profile; the route composes it. */
export interface ProcedureSlots {
  proceduresTab?: (patientId: number) => ReactNode;
  procedureMedications?: (patientId: number) => ReactNode;
  photosTab?: (patientId: number) => ReactNode;
  /** The patient's prescriptions, shown on the Medications tab beside the medications. */
  prescriptions?: (patientId: number) => ReactNode;
  /** The patient's medical certificates, shown on the Consultations tab. */
  medicalCertificates?: (patientId: number) => ReactNode;
  billingTab?: (patientId: number) => ReactNode;
}

/** /patients/{id}: the profile, its tabs (?tab=), editing and the change history. */
export function PatientProfileScreen(slots: ProcedureSlots) {
  const id = Number(useParams().id);
  const canRead = useCan('patient.read');
  const patient = usePatient(id);

  if (!canRead) return <Typography role="alert">{PATIENT_MESSAGES.unauthorized}</Typography>;
  if (patient.isPending) return <CircularProgress aria-label="Loading patient" />;
  if (patient.isError) {
    const status = patient.error instanceof ApiError ? patient.error.status : undefined;
    if (status === 404 || !Number.isInteger(id)) return <Alert severity="warning">{PATIENT_MESSAGES.notFound}</Alert>;
    if (status === 403) return <Alert severity="error">{PATIENT_MESSAGES.unauthorized}</Alert>;
    return (
      <Alert severity="error">
        <strong>{PATIENT_MESSAGES.loadError}</strong>
        <div>{errorMessage(patient.error, PATIENT_MESSAGES.loadFailed)}</div>
      </Alert>
    );
  }
  // Keyed by patient only: a refreshed record (after an upload, say) must not drop an edit in progress.
  return <PatientProfile key={patient.data.id} patient={patient.data} slots={slots} />;
}

function PatientProfile({ patient, slots }: { patient: Patient; slots: ProcedureSlots }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = profileTab(searchParams.get('tab'));
  const canUpdate = useCan('patient.update');
  const canBill = useCan('invoice.write');
  const [editing, setEditing] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [saveProgress, setSaveProgress] = useState<number>();
  const openedWith = useLocationNotice();
  const [notice, setNotice] = useState<NotificationMessage | null>(
    openedWith ? { severity: 'success', text: openedWith } : null,
  );
  const update = useUpdatePatient(patient.id);
  const form = useForm({
    mode: 'onTouched',
    defaultValues: patientToFormValues(patient),
    resolver: patientResolver(editPatientFormSchema),
  });
  const unsavedChanges = useUnsavedChangesWarning(editing && (form.formState.isDirty || files.length > 0));
  const fileProblems = checkAttachmentFiles(files, { mode: 'edit', existingCount: patient.attachments.length });

  function cancel() {
    form.reset(patientToFormValues(patient));
    setFiles([]);
    setSaveError('');
    setEditing(false);
  }

  const save = form.handleSubmit(
    async (changes) => {
      if (fileProblems.length > 0) {
        setSaveError(PATIENT_MESSAGES.fixValidationErrors);
        return;
      }
      setSaveError('');
      const sending = files;
      if (sending.length > 0) setSaveProgress(0);
      await update
        .mutateAsync({ patient: withPregnancyRule(changes), files: sending, onProgress: setSaveProgress })
        .then(
          (saved) => {
            form.reset(patientToFormValues(saved));
            setFiles([]);
            setEditing(false);
            const stored = sending.length > 0 ? ` ${attachmentsStoredText(sending.length)}` : '';
            setNotice({ severity: 'success', text: `Changes saved.${stored}` });
          },
          (error: unknown) => {
            setSaveError(errorMessage(error, PATIENT_MESSAGES.saveFailed));
            showServerFieldErrors(error, form.setError);
          },
        )
        .finally(() => setSaveProgress(undefined));
    },
    () => setSaveError(PATIENT_MESSAGES.fixValidationErrors),
  );

  const tabContent: Record<typeof tab, ReactNode> = {
    basic: <BasicTab patient={patient} editing={editing} />,
    medical: <MedicalTab patient={patient} editing={editing} />,
    consultations: (
      <>
        <ConsultationsTab patient={patient} editing={editing} />
        {editing ? null : slots.medicalCertificates?.(patient.id)}
      </>
    ),
    medications: (
      <>
        <MedicationsTab
          patient={patient}
          editing={editing}
          procedureMedications={slots.procedureMedications?.(patient.id) ?? <NoProcedureMedications />}
        />
        {editing ? null : slots.prescriptions?.(patient.id)}
      </>
    ),
    procedures: slots.proceduresTab?.(patient.id) ?? <NoProcedures />,
    photos: slots.photosTab?.(patient.id) ?? null,
    billing: slots.billingTab?.(patient.id) ?? null,
    attachments: (
      <AttachmentsTab
        patientId={patient.id}
        attachments={patient.attachments}
        editing={editing}
        files={files}
        onFilesChange={setFiles}
        saving={form.formState.isSubmitting}
        onNotice={(text) => setNotice({ severity: 'success', text })}
      />
    ),
  };

  return (
    <FormProvider {...form}>
      <Stack spacing={3}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2 }}>
          <div>
            <DocumentTitle title="Patient Profile" />
            <Typography variant="h4" component="h1">
              {patientName(patient)}
            </Typography>
            <Typography color="text.secondary">Patient ID: {patient.id}</Typography>
            <Typography color="text.secondary">
              Registration Type: {registrationType(patient.created_by_role)}
            </Typography>
            <ClinicalAlerts alerts={clinicalAlertsOf(patient)} />
          </div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {editing ? (
              <>
                <Button variant="contained" onClick={save} disabled={form.formState.isSubmitting}>
                  Save Changes
                </Button>
                <Button variant="outlined" onClick={cancel} disabled={form.formState.isSubmitting}>
                  Cancel
                </Button>
              </>
            ) : (
              <>
                {canBill ? (
                  <Button variant="outlined" component={Link} to={paths.newInvoice.href(patient.id)}>
                    New Invoice
                  </Button>
                ) : null}
                {canUpdate && tab !== 'procedures' && tab !== 'photos' && tab !== 'billing' && (
                  <Button variant="contained" onClick={() => setEditing(true)}>
                    Edit Profile
                  </Button>
                )}
              </>
            )}
          </Stack>
        </Box>
        {saveProgress !== undefined && (
          <LinearProgress variant="determinate" value={Math.round(saveProgress * 100)} aria-label="Upload progress" />
        )}
        {saveError && <Alert severity="error">{saveError}</Alert>}
        <PossibleDuplicates patient={patient} />
        <Paper variant="outlined">
          <Tabs
            value={tab}
            onChange={(_, value: string) => setSearchParams({ tab: value })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Patient profile sections"
          >
            {PROFILE_TABS.map((item) => (
              <Tab
                key={item.value}
                value={item.value}
                label={item.label}
                id={`tab-${item.value}`}
                aria-controls="profile-tab-panel"
              />
            ))}
          </Tabs>
          <Box
            id="profile-tab-panel"
            role="tabpanel"
            aria-labelledby={`tab-${tab}`}
            sx={{ p: { xs: 2, sm: 3 }, '& > h2:first-child': { mt: 0 } }}
          >
            {tabContent[tab]}
          </Box>
        </Paper>
        <HistoryPanel patientId={patient.id} />
      </Stack>
      {unsavedChanges.dialog}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </FormProvider>
  );
}
