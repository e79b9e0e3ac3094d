import Typography from '@mui/material/Typography';
import {
  parseClinicDateTime,
  rescheduleInputSchema,
  toClinicDateTimeInput,
  type RescheduleInput,
  type ScheduleItem,
} from '@clinic/contracts';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { useContractForm } from '../../../../lib/contract-form.tsx';
import { useSchedule } from '../../api/get-schedule.ts';
import { useRescheduleProcedure } from '../../api/reschedule-procedure.ts';
import { appointmentEnd, overlapsOf } from '../../lib/schedule-time.ts';
import { OverlapWarning } from './overlap-warning.tsx';

/** What a move proposes, in clinic time (`YYYY-MM-DDTHH:mm`). */
export interface ProposedMove {
  start: string;
  end: string;
  doctor: string;
}

export const currentTimes = (item: ScheduleItem): ProposedMove => ({
  start: toClinicDateTimeInput(item.start_datetime),
  end: toClinicDateTimeInput(appointmentEnd(item)),
  doctor: item.doctor_name,
});

interface RescheduleDialogProps {
  item: ScheduleItem;
  /** A drag's drop, or the appointment's own times. */
  proposed: ProposedMove;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const isoOf = (text: string | null | undefined) => (text ? parseClinicDateTime(text)?.toISOString() : undefined);

const TIME_FIELDS = [
  { name: 'start_datetime', label: 'Start' },
  { name: 'end_datetime', label: 'End' },
] as const;

/** Reschedule: new start, end and doctor, warned of the doctor's other appointments at that time before saving. */
export function RescheduleDialog({ item, proposed, onClose, onSaved }: RescheduleDialogProps) {
  const reschedule = useRescheduleProcedure();
  const contractForm = useContractForm({
    schema: rescheduleInputSchema,
    defaultValues: { start_datetime: proposed.start, end_datetime: proposed.end, doctor_name: proposed.doctor },
    failureText: 'Failed to reschedule. Please try again.',
    guardUnsaved: true,
    mode: 'onTouched',
    onSubmit: async (move) => {
      await reschedule.mutateAsync({ id: item.id, ...move });
      onSaved(`${item.name} of ${item.patient_name} moved`);
    },
  });
  const values = contractForm.form.watch();
  const start = isoOf(values.start_datetime);
  const end = isoOf(values.end_datetime);
  const day = (values.start_datetime ?? '').slice(0, 10);
  const doctor = (values.doctor_name ?? '').trim();
  const sameDay = useSchedule(
    { start: day, end: day, doctor_name: doctor || undefined },
    { enabled: start !== undefined && doctor !== '' },
  );
  const overlaps =
    start && end && sameDay.data
      ? overlapsOf(sameDay.data.items, { id: item.id, doctor_name: doctor, start, end })
      : [];

  return (
    <FormDialog
      title="Reschedule"
      contractForm={contractForm}
      submitLabel={overlaps.length > 0 ? 'Save anyway' : 'Save'}
      onClose={onClose}
    >
      <Typography>
        {item.name} · {item.patient_name}
      </Typography>
      {TIME_FIELDS.map(({ name, label }) => (
        <FormTextField<RescheduleInput> key={name} name={name} label={label} type="datetime-local" required />
      ))}
      <FormTextField<RescheduleInput> name="doctor_name" label="Doctor" required />
      <OverlapWarning doctor={doctor} overlaps={overlaps} />
    </FormDialog>
  );
}
