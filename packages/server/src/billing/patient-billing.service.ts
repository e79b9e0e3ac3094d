import {
  BILLING_MESSAGES,
  PATIENT_PAYMENTS_SHOWN,
  type PatientCredit,
  type PatientPayments,
  type PatientSeniorPwdId,
} from '@clinic/contracts';
import type { Queryable } from '../db/client.ts';
import { notFound } from '../http/app-error.ts';
import { createBillingRepository } from './billing.repository.ts';
import { toPaymentResponse } from './invoices.mapper.ts';

/** What billing keeps on a patient: the credit ledger, payments and what is owed, the senior/PWD ID last used. */
export function createPatientBillingService({ db }: { db: Queryable }) {
  const repository = createBillingRepository(db);
  const requirePatient = async (id: number) => {
    if (!(await repository.patient(id))) throw notFound(BILLING_MESSAGES.patientNotFound);
  };
  return {
    async credit(patientId: number): Promise<PatientCredit> {
      await requirePatient(patientId);
      const entries = await repository.creditEntries(patientId);
      return {
        patient_id: patientId,
        balance: await repository.creditBalance(patientId),
        entries: entries.map((entry) => ({
          id: entry.id,
          kind: entry.kind,
          amount: entry.amount,
          invoice_id: entry.invoiceId,
          invoice_number: entry.invoiceNumber,
          credit_memo_id: entry.creditMemoId,
          credit_memo_number: entry.creditMemoNumber,
          created_at: entry.createdAt.toISOString(),
        })),
      };
    },

    async payments(patientId: number): Promise<PatientPayments> {
      await requirePatient(patientId);
      const rows = await repository.paymentsOfPatient(patientId, PATIENT_PAYMENTS_SHOWN);
      return {
        patient_id: patientId,
        balance_owed: await repository.owedBy(patientId),
        payments: rows.map(({ payment, invoiceNumber }) => ({
          ...toPaymentResponse(payment),
          invoice_id: payment.invoiceId,
          invoice_number: invoiceNumber,
        })),
      };
    },

    async seniorPwdId(patientId: number): Promise<PatientSeniorPwdId> {
      await requirePatient(patientId);
      const kept = await repository.seniorPwdId(patientId);
      return {
        senior_pwd_id: kept
          ? { kind: kept.kind, buyer_name: kept.buyerName, id_type: kept.idType, id_number: kept.idNumber }
          : null,
      };
    },
  };
}

export type PatientBillingService = ReturnType<typeof createPatientBillingService>;
