import type { Attendance, Procedure } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useProcedureMutation } from './use-procedure-mutation.ts';

export const setAttendance = ({ id, attendance }: { id: number; attendance: Attendance }) =>
  api.patch<Procedure>(`/procedures/${id}/attendance`, { attendance });

export const useSetAttendance = () => useProcedureMutation(setAttendance);
