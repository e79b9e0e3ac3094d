import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PATIENT_MESSAGES, type ConsultationSignature, type Patient } from '@clinic/contracts';
import { InitialConsultationFields } from '../fields/medical-fields.tsx';
import { FollowUpRows } from '../fields/row-fields.tsx';
import { DetailList, ProfileHeading } from './detail-list.tsx';
import { patientFieldLabel, patientRowLabel } from '../../../../components/ui/patient-labels.ts';
import { AmendmentDialog } from '../../../../components/signing/amendment-dialog.tsx';
import { AmendmentsView } from '../../../../components/signing/amendments-view.tsx';
import { SigningDialog } from '../../../../components/signing/signing-dialog.tsx';
import { Notification, type NotificationMessage } from '../../../../components/ui/notification.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useCan } from '../../../../lib/authorization.ts';
import { formatDate, formatDateTime } from '../../../../lib/date-time.ts';
import {
  useAmendConsultation,
  useConsultationSignatures,
  useSignConsultation,
  type ConsultationTarget,
} from '../../api/consultation-signatures.ts';

type LabelOf = (key: string) => string;
const initialLabel: LabelOf = (key) => patientFieldLabel(`consultation.${key}`);
/** "Follow-up Notes 2": labelled as the profile labels the follow-up's row. */
const followUpLabel =
  (index: number): LabelOf =>
  (key) =>
    patientFieldLabel(`succeeding_consultations.${index}.${key}`);

type Dialog =
  | { kind: 'sign'; target: ConsultationTarget; name: string }
  | {
      kind: 'amend';
      target: ConsultationTarget;
      name: string;
      signature: ConsultationSignature;
    }
  | null;

/** Who signed and when, the amendments in order, and Sign or Amend for those who write clinical records. */
function SignatureBlock({
  name,
  signature,
  labelOf,
  written,
  canSign,
  onSign,
  onAmend,
}: {
  name: string;
  signature: ConsultationSignature | undefined;
  labelOf: LabelOf;
  written: boolean;
  canSign: boolean;
  onSign: () => void;
  onAmend: () => void;
}) {
  if (!signature) {
    return canSign && written ? (
      <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={onSign} aria-label={`Sign ${name}`}>
        Sign
      </Button>
    ) : null;
  }
  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" color="success" label="Signed" />
        <Typography variant="body2" color="text.secondary">
          Signed by {signature.signed_by} on {formatDateTime(signature.signed_at)}
        </Typography>
        {canSign ? (
          <Button size="small" onClick={onAmend} aria-label={`Amend ${name}`}>
            Amend
          </Button>
        ) : null}
      </Stack>
      <AmendmentsView amendments={signature.amendments} labelOf={labelOf} />
    </Box>
  );
}

function SigningDialogs({
  dialog,
  onClose,
  onDone,
}: {
  dialog: Dialog;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const sign = useSignConsultation();
  const amend = useAmendConsultation();
  if (dialog?.kind === 'sign') {
    return (
      <SigningDialog
        title={`Sign ${dialog.name}`}
        explanation="Once signed, it can no longer be edited; corrections are added as amendments."
        error={sign.error}
        errorFallback="The consultation could not be signed."
        busy={sign.isPending}
        onCancel={onClose}
        onSubmit={(proof) =>
          sign.mutate(
            { target: dialog.target, proof },
            { onSuccess: () => onDone(`${dialog.name.charAt(0).toUpperCase()}${dialog.name.slice(1)} signed.`) },
          )
        }
      />
    );
  }
  if (dialog?.kind === 'amend') {
    const { index } = dialog.target;
    return (
      <AmendmentDialog
        title={`Amend ${dialog.name}`}
        explanation="The signed text stays as it is; the amendment is shown after it, signed by you."
        sections={dialog.signature.sections}
        labelOf={index === null ? initialLabel : followUpLabel(index)}
        error={amend.error}
        busy={amend.isPending}
        onCancel={onClose}
        onSubmit={(amendment) =>
          amend.mutate({ target: dialog.target, amendment }, { onSuccess: () => onDone('Amendment signed.') })
        }
      />
    );
  }
  return null;
}

const followUpName = (index: number) => `follow-up ${index + 1}`;

export function ConsultationsTab({ patient, editing }: { patient: Patient; editing: boolean }) {
  const signatures = useConsultationSignatures(patient.id);
  const canSign = useCan('note.write');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);
  const items = signatures.data?.items ?? [];
  const initialSignature = items.find((item) => item.entry === 'initial');
  const followUpSignature = (index: number) => items.find((item) => item.entry === 'follow_up' && item.index === index);
  const { consultation } = patient;
  const initialDetails = (
    <DetailList
      items={[
        [initialLabel('chief_complaint'), consultation.chief_complaint],
        [initialLabel('physical_examination'), consultation.physical_examination],
        [initialLabel('history'), consultation.history],
        [initialLabel('assessment'), consultation.assessment],
        [initialLabel('management'), consultation.management],
      ]}
    />
  );

  if (editing) {
    return (
      <>
        <ProfileHeading>Initial Consultation</ProfileHeading>
        {initialSignature ? (
          <>
            <Alert severity="info" sx={{ mb: 2 }}>
              The initial consultation is signed: corrections are added as amendments.
            </Alert>
            {initialDetails}
          </>
        ) : (
          <InitialConsultationFields />
        )}
        <ProfileHeading>Follow-up Consultations</ProfileHeading>
        {items.some((item) => item.entry === 'follow_up') ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Signed follow-ups stay as they are, in their place: add new ones after them, and correct them with
            amendments.
          </Alert>
        ) : null}
        <FollowUpRows />
      </>
    );
  }

  const done = (text: string) => {
    setDialog(null);
    setNotice({ severity: 'success', text });
  };
  const written = (values: Record<string, string>) => Object.values(values).some((value) => value.trim() !== '');
  return (
    <>
      <ProfileHeading>Initial Consultation</ProfileHeading>
      {signatures.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(signatures.error, 'The signatures could not be loaded.')}
        </Alert>
      ) : null}
      {initialDetails}
      {signatures.isSuccess ? (
        <SignatureBlock
          name="initial consultation"
          signature={initialSignature}
          labelOf={initialLabel}
          written={written(consultation)}
          canSign={canSign}
          onSign={() =>
            setDialog({ kind: 'sign', target: { patientId: patient.id, index: null }, name: 'initial consultation' })
          }
          onAmend={() =>
            initialSignature &&
            setDialog({
              kind: 'amend',
              target: { patientId: patient.id, index: null },
              name: 'initial consultation',
              signature: initialSignature,
            })
          }
        />
      ) : null}
      <ProfileHeading>Follow-up Consultations</ProfileHeading>
      {patient.succeeding_consultations.length === 0 ? (
        <Typography>{PATIENT_MESSAGES.noSucceedingConsultations}</Typography>
      ) : (
        patient.succeeding_consultations.map((followUp, index) => {
          const signature = followUpSignature(index);
          const target = { patientId: patient.id, index };
          const name = followUpName(index);
          return (
            <Box key={index} sx={{ mb: 3 }}>
              <DetailList
                items={[
                  [patientRowLabel('succeeding_consultations.date', index), followUp.date && formatDate(followUp.date)],
                  [patientRowLabel('succeeding_consultations.notes', index), followUp.notes],
                  [patientRowLabel('succeeding_consultations.plan', index), followUp.plan],
                ]}
              />
              {signatures.isSuccess ? (
                <SignatureBlock
                  name={name}
                  signature={signature}
                  labelOf={followUpLabel(index)}
                  written={written(followUp)}
                  canSign={canSign}
                  onSign={() => setDialog({ kind: 'sign', target, name })}
                  onAmend={() => signature && setDialog({ kind: 'amend', target, name, signature })}
                />
              ) : null}
            </Box>
          );
        })
      )}
      <SigningDialogs dialog={dialog} onClose={() => setDialog(null)} onDone={done} />
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
