import { useMutation } from '@tanstack/react-query';
import { downloadFile, saveFile } from '../../../lib/file-download.ts';

/** The lot's recipients as a CSV file, saved by the browser. */
export const useExportLotRecipients = (lotId: number) =>
  useMutation({ mutationFn: async () => saveFile(await downloadFile(`/lots/${lotId}/recipients.csv`)) });
