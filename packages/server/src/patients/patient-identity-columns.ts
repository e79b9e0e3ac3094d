import { patients } from '../db/schema/index.ts';

/** Who a patient is, as a list or a printed document names them. */
export const patientIdentityColumns = {
  id: patients.id,
  firstName: patients.firstName,
  middleName: patients.middleName,
  lastName: patients.lastName,
  sex: patients.sex,
  dateOfBirth: patients.dateOfBirth,
};
