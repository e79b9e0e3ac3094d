import { useMutation } from '@tanstack/react-query';
import type { BackupDownloadResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';

/** Asks for a short-lived link and follows it: the browser saves the file as it streams. */
export const useDownloadBackup = () =>
  useMutation({
    mutationFn: async (name: string) => {
      const { url } = await api.get<BackupDownloadResponse>(`/backups/${encodeURIComponent(name)}/download`);
      window.location.assign(url);
    },
  });
