import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PROCEDURE_MESSAGES,
  formatPeso,
  isLockedStatus,
  parseProcedureDetails,
  type Procedure,
  usageSummary,
} from '@clinic/contracts';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { PAYMENT_MODE_LABELS, PAYMENT_STATUS_LABELS } from '../../../components/ui/payment-labels.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PROCEDURE_FIELD_LABELS } from '../../../components/ui/procedure-labels.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useCan } from '../../../lib/authorization.ts';
import { FaceAnnotationEditor } from './face-chart/face-annotation-editor.tsx';
import { useProcedure } from '../api/get-procedure.ts';
import { usePatientProcedures } from '../api/get-patient-procedures.ts';
import { useUpdateProcedure } from '../api/update-procedure.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { valuesOfProcedure } from '../lib/procedure-form-values.ts';
import { productsHeading } from '../lib/product-usage.ts';
import { DeleteProcedureDialog } from './delete-procedure-dialog.tsx';
import { ReopenProcedureDialog } from './reopen-procedure-dialog.tsx';
import { ProcedureForm } from './procedure-form.tsx';
import { PatientAlertLine } from './patient-alert-line.tsx';
import { ProcedureStatusBadge } from './procedure-status-badge.tsx';

function ReadView({ procedure }: { procedure: Procedure }) {
  const details = parseProcedureDetails(procedure.details) ?? { text: procedure.details ?? '', points: [] };
  const others = usePatientProcedures(procedure.patient_id);
  const earlierPoints = (others.data ?? [])
    .filter((other) => other.id !== procedure.id)
    .flatMap((other) => parseProcedureDetails(other.details)?.points ?? []);
  const row = (label: string, value: string) => (
    <Typography>
      <strong>{label}:</strong> {value}
    </Typography>
  );
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          {procedure.name}
        </Typography>
        <ProcedureStatusBadge status={procedure.status} />
      </Stack>
      {row('Patient', procedure.patient_name)}
      {row('Doctor', procedure.doctor_name)}
      {row('Scheduled', formatDateTime(procedure.start_datetime))}
      {row('End', formatDateTime(procedure.end_datetime))}
      {procedure.booking_note ? row(PROCEDURE_FIELD_LABELS.booking_note, procedure.booking_note) : null}
      {row('Details', details.text || '—')}
      {row('Amount', formatPeso(procedure.transaction?.amount ?? '0'))}
      {procedure.products && procedure.products.length > 0
        ? row(productsHeading(procedure.products), usageSummary(procedure.products))
        : null}
      {procedure.transaction
        ? row(
            'Payment',
            `${PAYMENT_MODE_LABELS[procedure.transaction.payment_mode]}, ${PAYMENT_STATUS_LABELS[procedure.transaction.payment_status]}, ${procedure.transaction.payment_date}`,
          )
        : null}
      <Typography variant="h6" component="h3">
        Medications
      </Typography>
      {procedure.medications.length === 0 ? <Typography>None</Typography> : null}
      <ul>
        {procedure.medications.map((medication, index) => (
          <li key={index}>
            {[medication.name, medication.dosage, medication.frequency, medication.start_date, medication.notes]
              .filter(Boolean)
              .join(' · ')}
          </li>
        ))}
      </ul>
      <Typography variant="h6" component="h3">
        Face Annotation
      </Typography>
      <FaceAnnotationEditor
        points={details.points}
        earlierPoints={earlierPoints}
        usages={procedure.products ?? []}
        readOnly
      />
    </Stack>
  );
}

interface ProcedureDetailPageProps {
  /** What the procedure's chart holds and misses, from the charts feature. */
  checklist?: (procedureId: number) => ReactNode;
  /** The procedure's consents and their Sign button, from the consents feature. */
  consents?: (procedureId: number) => ReactNode;
  /** The procedure's visit notes, from the notes feature. */
  notes?: (procedure: { id: number; name: string }) => ReactNode;
  /** The procedure's Before and After photos, from the photos feature. */
  photos?: (procedureId: number) => ReactNode;
}

/** /procedures/{id}: read view, edit view unless the procedure is completed. */
export function ProcedureDetailPage({ checklist, consents, notes, photos }: ProcedureDetailPageProps = {}) {
  const id = Number(useParams().id);
  const { data: procedure, isPending, error } = useProcedure(id);
  const update = useUpdateProcedure();
  const canWrite = useCan('procedure.write');
  const canDelete = useCan('procedure.delete');
  const canReopen = useCan('procedure.reopen');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reopening, setReopening] = useState(false);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);

  if (isPending) return <CircularProgress aria-label="Loading procedure" />;
  if (error || !procedure) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Alert severity="error">{missing ? PROCEDURE_MESSAGES.notFound : PROCEDURE_MESSAGES.fetchDetailFailed}</Alert>
    );
  }
  const locked = isLockedStatus(procedure.status);

  return (
    <>
      <PageHeader
        title="Procedure Details"
        actions={
          editing || locked ? null : (
            <>
              {canWrite ? (
                <Button variant="contained" onClick={() => setEditing(true)}>
                  Edit Procedure
                </Button>
              ) : null}
              {canDelete ? (
                <Button color="error" variant="outlined" onClick={() => setDeleting(true)}>
                  Delete Procedure
                </Button>
              ) : null}
            </>
          )
        }
      />
      <Link
        component={RouterLink}
        to={paths.patient.href(procedure.patient_id, 'procedures')}
        sx={{ mb: 2, display: 'inline-block' }}
      >
        Back to {procedure.patient_name}'s procedures
      </Link>
      <Box sx={{ mb: 2 }}>
        <PatientAlertLine patientId={procedure.patient_id} />
      </Box>
      {locked ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            canReopen ? (
              <Button color="inherit" size="small" onClick={() => setReopening(true)}>
                Reopen
              </Button>
            ) : null
          }
        >
          {PROCEDURE_MESSAGES.lockedWarning}
        </Alert>
      ) : null}
      {reopening ? (
        <ReopenProcedureDialog
          procedure={procedure}
          onClose={() => setReopening(false)}
          onReopened={(text) => setNotice({ severity: 'success', text })}
        />
      ) : null}
      {checklist?.(procedure.id)}
      {consents?.(procedure.id)}
      {editing && !locked ? (
        <ProcedureForm
          initial={valuesOfProcedure(procedure)}
          submitLabel="Save Changes"
          draftKey={`procedure:${id}`}
          busy={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(payload) =>
            update.mutateAsync({ id, changes: payload }).then(() => {
              setEditing(false);
              setNotice({ severity: 'success', text: 'Procedure saved.' });
            })
          }
          failureMessage={PROCEDURE_MESSAGES.saveError}
        />
      ) : (
        <ReadView procedure={procedure} />
      )}
      {notes?.(procedure)}
      {photos?.(procedure.id)}
      {deleting ? (
        <DeleteProcedureDialog
          procedure={procedure}
          action="Delete"
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(paths.patient.href(procedure.patient_id, 'procedures'))}
          onFailed={(text) => setNotice({ severity: 'error', text })}
        />
      ) : null}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
