import {
  composeProcedureDetails,
  storedFacePoints,
  type FaceAnnotationSet,
  type Medication,
  type Procedure,
} from '@clinic/contracts';
import type { FaceAnnotationSetRow } from './face-annotations.repository.ts';
import type { ProcedureWithRelations } from './procedures.repository.ts';

/** A row with its patient, payment and face-diagram points, in the contract's shape. */
export function toProcedureResponse({
  procedure,
  patientName,
  transaction,
  facePoints,
}: ProcedureWithRelations): Procedure {
  return {
    id: procedure.id,
    patient_id: procedure.patientId,
    patient_name: patientName,
    name: procedure.name,
    service_id: procedure.serviceId,
    doctor_name: procedure.doctorName,
    details: facePoints
      ? composeProcedureDetails(
          procedure.details,
          storedFacePoints(facePoints.annotations),
          facePoints.updatedAt.toISOString(),
        )
      : procedure.details,
    start_datetime: procedure.startDatetime.toISOString(),
    end_datetime: procedure.endDatetime?.toISOString() ?? null,
    status: procedure.status,
    medications: procedure.medications as Medication[],
    transaction:
      transaction === null
        ? null
        : {
            id: transaction.id,
            amount: transaction.amount,
            payment_mode: transaction.paymentMode,
            payment_status: transaction.paymentStatus,
            payment_date: transaction.paymentDate,
          },
    attendance: procedure.attendance,
    checked_in_at: procedure.checkedInAt?.toISOString() ?? null,
    booking_note: procedure.bookingNote,
    confirmation: procedure.confirmation,
    created_at: procedure.createdAt.toISOString(),
    updated_at: procedure.updatedAt.toISOString(),
  };
}

/** A procedure's point set as the face-annotation calls answer it. */
export function toFaceAnnotationSetResponse(row: FaceAnnotationSetRow): FaceAnnotationSet {
  return {
    procedure_id: row.procedureId,
    patient_id: row.patientId,
    annotations: storedFacePoints(row.annotations),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
