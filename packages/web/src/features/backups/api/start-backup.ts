import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { backupsKeys } from './backups-query-keys.ts';

export const useStartBackup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/backups'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKeys.status() }),
  });
};
