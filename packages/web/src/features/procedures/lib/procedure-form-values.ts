import {
  DEFAULT_PAYMENT_MODE,
  DEFAULT_PAYMENT_STATUS,
  PROCEDURE_MESSAGES,
  durationNote,
  parseDurationNote,
  parseProcedureDetails,
  todayIsoDate,
  toClinicDateTimeInput,
  type DurationUnit,
  type PaymentMode,
  type PaymentStatus,
  type Procedure,
  type ProcedureStatus,
} from '@clinic/contracts';
import type { DraftPoint } from './annotation-points.ts';
import type { ProductUsageValue } from './product-usage.ts';

export interface MedicationRow {
  name: string;
  dosage: string;
  frequency: string;
  start_date: string;
  duration: string;
  unit: DurationUnit;
}

export interface ProcedureFormValues {
  refill: boolean;
  name: string;
  /** The catalogue's service chosen for the name; null for typed text, which the server links by name. */
  service_id: number | null;
  doctor_name: string;
  details: string;
  start_datetime: string;
  end_datetime: string;
  status: ProcedureStatus;
  medications: MedicationRow[];
  amount: string;
  payment_mode: PaymentMode;
  payment_status: PaymentStatus;
  payment_date: string;
  points: DraftPoint[];
  /** Products used but not on a point. */
  product_lines: ProductLineRow[];
}

export interface ProductLineRow extends ProductUsageValue {
  /** Tells rows apart while they are edited. */
  key: string;
}

let lineSequence = 0;
export const emptyProductLine = (): ProductLineRow => {
  lineSequence += 1;
  return { key: `line-${lineSequence}` };
};

export const emptyMedication = (name = ''): MedicationRow => ({
  name,
  dosage: '',
  frequency: '',
  start_date: '',
  duration: '',
  unit: 'days',
});

export const newProcedureValues = (): ProcedureFormValues => ({
  refill: false,
  name: '',
  service_id: null,
  doctor_name: '',
  details: '',
  start_datetime: '',
  end_datetime: '',
  status: 'scheduled',
  medications: [],
  amount: '',
  payment_mode: DEFAULT_PAYMENT_MODE,
  payment_status: DEFAULT_PAYMENT_STATUS,
  payment_date: todayIsoDate(),
  points: [],
  product_lines: [],
});

/** The spec's medicine-refill switch: on fills the fixed texts and clears the diagram; off resets them. */
export function withRefill(values: ProcedureFormValues, refill: boolean): ProcedureFormValues {
  return refill
    ? {
        ...values,
        refill,
        name: PROCEDURE_MESSAGES.medicineRefillName,
        service_id: null,
        doctor_name: PROCEDURE_MESSAGES.medicineRefillDoctor,
        status: 'completed',
        payment_status: 'paid',
        points: [],
      }
    : {
        ...values,
        refill,
        name: '',
        service_id: null,
        doctor_name: '',
        status: 'scheduled',
        payment_status: 'pending',
      };
}

export function valuesOfProcedure(procedure: Procedure): ProcedureFormValues {
  const details = parseProcedureDetails(procedure.details) ?? { text: procedure.details ?? '', points: [] };
  return {
    refill: procedure.name === PROCEDURE_MESSAGES.medicineRefillName,
    name: procedure.name,
    service_id: procedure.service_id,
    doctor_name: procedure.doctor_name,
    details: details.text,
    start_datetime: toClinicDateTimeInput(procedure.start_datetime),
    end_datetime: procedure.end_datetime ? toClinicDateTimeInput(procedure.end_datetime) : '',
    status: procedure.status,
    medications: procedure.medications.map((medication) => {
      const duration = parseDurationNote(medication.notes);
      return {
        name: medication.name,
        dosage: medication.dosage,
        frequency: medication.frequency,
        start_date: medication.start_date ?? '',
        duration: duration?.amount ?? '',
        unit: duration?.unit ?? 'days',
      };
    }),
    amount: procedure.transaction?.amount ?? '',
    payment_mode: procedure.transaction?.payment_mode ?? DEFAULT_PAYMENT_MODE,
    payment_status: procedure.transaction?.payment_status ?? DEFAULT_PAYMENT_STATUS,
    payment_date: procedure.transaction?.payment_date ?? todayIsoDate(),
    points: details.points,
    product_lines: (procedure.products ?? [])
      .filter((usage) => usage.point_id === null)
      .map((usage) => ({
        ...emptyProductLine(),
        product_id: usage.product_id,
        lot_id: usage.lot_id,
        amount: usage.amount,
      })),
  };
}

/** The one payload of POST and PUT: procedure fields, points and payment together. */
export function toProcedurePayload(values: ProcedureFormValues) {
  return {
    name: values.name,
    service_id: values.service_id,
    doctor_name: values.doctor_name,
    details: values.details,
    start_datetime: values.start_datetime,
    end_datetime: values.end_datetime || null,
    status: values.status,
    medications: values.medications.map((row) => ({
      name: row.name,
      dosage: row.dosage,
      frequency: row.frequency,
      start_date: row.start_date || null,
      notes: durationNote({ amount: row.duration, unit: row.unit }),
    })),
    face_annotations: values.points,
    product_lines: values.product_lines
      .filter((line) => line.product_id !== undefined)
      .map((line) => ({ product_id: line.product_id, lot_id: line.lot_id, amount: line.amount })),
    transaction: {
      amount: values.amount,
      payment_mode: values.payment_mode,
      payment_status: values.payment_status,
      payment_date: values.payment_date,
    },
  };
}
