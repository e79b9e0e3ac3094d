import { useQuery } from '@tanstack/react-query';
import {
  MAX_PAGE_SIZE,
  type Invoice,
  type InvoiceListResponse,
  type Procedure,
  type ProcedureListResponse,
} from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { RESOURCES } from '../../../lib/query-keys.ts';

/** Procedures already on one of the patient's invoices that still counts (a void one frees them). */
async function invoicedProcedureIds(patientId: number, signal: AbortSignal): Promise<Set<number>> {
  const list = await api.get<InvoiceListResponse>('/invoices', {
    query: { patient_id: patientId, pageSize: MAX_PAGE_SIZE },
    signal,
  });
  const invoices = await Promise.all(
    list.items
      .filter((invoice) => invoice.status !== 'void')
      .map((invoice) => api.get<Invoice>(`/invoices/${invoice.id}`, { signal })),
  );
  return new Set(invoices.flatMap((invoice) => invoice.lines.flatMap((line) => line.procedure_id ?? [])));
}

/** The patient's procedures of a catalogue service, done or under way, on no invoice yet: what a check out bills. */
async function proceduresToBill(patientId: number, signal: AbortSignal): Promise<Procedure[]> {
  const [procedures, invoiced] = await Promise.all([
    api.get<ProcedureListResponse>('/procedures', {
      query: { patient_id: patientId, pageSize: MAX_PAGE_SIZE },
      signal,
    }),
    invoicedProcedureIds(patientId, signal),
  ]);
  return procedures.items.filter(
    (procedure) =>
      procedure.service_id !== null &&
      (procedure.status === 'completed' || procedure.status === 'ongoing') &&
      !invoiced.has(procedure.id),
  );
}

export const useProceduresToBill = (patientId: number | undefined) =>
  useQuery({
    queryKey: [RESOURCES.invoices, 'procedures-to-bill', patientId],
    queryFn: ({ signal }) => proceduresToBill(patientId!, signal),
    enabled: patientId !== undefined,
  });
