import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  BOOKING_DURATIONS,
  BOOKING_MESSAGES,
  BOOKING_NOTE_MAX_LENGTH,
  DEFAULT_APPOINTMENT_MINUTES,
  bookingFormSchema,
  bookingPayload,
  type BookingForm,
  type Procedure,
} from '@clinic/contracts';
import { errorMessage } from '../../../../lib/api-error.ts';
import { showServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { useCreateProcedure } from '../../api/create-procedure.ts';
import { DoctorNameField } from '../doctor-name-field.tsx';
import { ServiceNameField } from '../service-name-field.tsx';
import { PatientPickerField, type PickedPatient } from '../../../../components/ui/patient-picker-field.tsx';
import { SubmitActions } from '../../../../components/ui/submit-actions.tsx';

/** What a booking opens with: a slot's doctor and times, or a patient already known. */
export interface BookingStart {
  doctor?: string;
  /** `YYYY-MM-DDTHH:mm`, clinic time. */
  start: string;
  minutes?: number;
  patient?: PickedPatient;
}

/** The registration the route plugs in as "New patient": it hands back the patient it registered. */
export type RegisterPatient = (onRegistered: (patient: PickedPatient) => void, onCancel: () => void) => ReactNode;

interface BookingDialogProps {
  initial: BookingStart;
  onClose: () => void;
  onBooked: (procedure: Procedure) => void;
  /** Shown above the form, e.g. the doctor's appointments the slot overlaps. */
  notice?: ReactNode;
  registerPatient?: RegisterPatient;
}

const durationLabel = (minutes: number) =>
  minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;

/**
 * Book an appointment: patient, service, doctor, time, duration and the desk's note. It writes no
 * clinical content, so the front desk books with it as clinicians do.
 */
export function BookingDialog({ initial, onClose, onBooked, notice, registerPatient }: BookingDialogProps) {
  const create = useCreateProcedure();
  const [patient, setPatient] = useState<PickedPatient | null>(initial.patient ?? null);
  const [registering, setRegistering] = useState(false);
  const minutes = initial.minutes ?? DEFAULT_APPOINTMENT_MINUTES;
  const form = useForm<z.input<typeof bookingFormSchema>, unknown, BookingForm>({
    defaultValues: {
      patient_id: initial.patient?.id ?? null,
      name: '',
      service_id: null,
      doctor_name: initial.doctor ?? '',
      start_datetime: initial.start,
      duration_minutes: minutes,
      booking_note: '',
    },
    resolver: zodResolver(bookingFormSchema),
  });
  const durations = [...new Set([...BOOKING_DURATIONS, minutes])].sort((a, b) => a - b);
  const choosePatient = (chosen: PickedPatient | null) => {
    setPatient(chosen);
    form.setValue('patient_id', chosen?.id ?? null, { shouldValidate: form.formState.isSubmitted });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      onBooked(await create.mutateAsync(bookingPayload(values)));
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      form.setError('root', { message: errorMessage(error, BOOKING_MESSAGES.bookFailed) });
    }
  });

  if (registering && registerPatient) {
    return registerPatient(
      (registered) => {
        choosePatient(registered);
        setRegistering(false);
      },
      () => setRegistering(false),
    );
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog open onClose={onClose} aria-labelledby="booking-title" fullWidth maxWidth="sm">
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} aria-labelledby="booking-title">
          <DialogTitle id="booking-title">Book an appointment</DialogTitle>
          <DialogContent>
            {notice}
            <Stack spacing={2} sx={{ mt: 1 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                <PatientPickerField
                  value={patient}
                  onChange={choosePatient}
                  error={errors.patient_id?.message}
                  fixed={initial.patient !== undefined}
                />
                {registerPatient && initial.patient === undefined ? (
                  <Button onClick={() => setRegistering(true)} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
                    New patient
                  </Button>
                ) : null}
              </Stack>
              <ServiceNameField label="Service" />
              <DoctorNameField />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  {...form.register('start_datetime')}
                  label="Date and time"
                  type="datetime-local"
                  required
                  fullWidth
                  error={Boolean(errors.start_datetime)}
                  helperText={errors.start_datetime?.message}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <Controller
                  control={form.control}
                  name="duration_minutes"
                  render={({ field }) => (
                    <TextField
                      select
                      label="Duration"
                      fullWidth
                      name={field.name}
                      inputRef={field.ref}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(Number(event.target.value))}
                    >
                      {durations.map((duration) => (
                        <MenuItem key={duration} value={duration}>
                          {durationLabel(duration)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Stack>
              <TextField
                {...form.register('booking_note')}
                label="Note"
                multiline
                minRows={2}
                fullWidth
                error={Boolean(errors.booking_note)}
                helperText={
                  errors.booking_note?.message ?? 'For the desk, e.g. "prefers the afternoon"; no clinical notes'
                }
                slotProps={{ htmlInput: { maxLength: BOOKING_NOTE_MAX_LENGTH } }}
              />
              {errors.root ? <Alert severity="error">{errors.root.message}</Alert> : null}
            </Stack>
          </DialogContent>
          <SubmitActions submitLabel="Book" onCancel={onClose} busy={isSubmitting} />
        </form>
      </FormProvider>
    </Dialog>
  );
}
