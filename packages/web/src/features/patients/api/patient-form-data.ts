/** The multipart body of the patient calls: `patient_in` as JSON text and each file as `files`. */
export function patientFormData(patient: object, files: readonly File[]): FormData {
  const body = new FormData();
  body.append('patient_in', JSON.stringify(patient));
  for (const file of files) body.append('files', file, file.name);
  return body;
}
