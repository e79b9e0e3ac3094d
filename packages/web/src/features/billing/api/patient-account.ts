import { useQuery } from '@tanstack/react-query';
import type { PatientCredit, PatientPayments, PatientSeniorPwdId } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-query-keys.ts';

export const usePatientCredit = (patientId: number) =>
  useQuery({
    queryKey: billingKeys.patientCredit(patientId),
    queryFn: ({ signal }) => api.get<PatientCredit>(`/patients/${patientId}/credit`, { signal }),
  });

export const usePatientPayments = (patientId: number) =>
  useQuery({
    queryKey: billingKeys.patientPayments(patientId),
    queryFn: ({ signal }) => api.get<PatientPayments>(`/patients/${patientId}/payments`, { signal }),
  });

/** The senior/PWD ID the patient last bought with, for the discount fields of the next invoice. */
export const usePatientSeniorPwdId = (patientId: number | null) =>
  useQuery({
    queryKey: billingKeys.seniorPwdId(patientId ?? 0),
    queryFn: ({ signal }) => api.get<PatientSeniorPwdId>(`/patients/${patientId}/senior-pwd-id`, { signal }),
    enabled: patientId !== null,
    select: (answer) => answer.senior_pwd_id,
  });
