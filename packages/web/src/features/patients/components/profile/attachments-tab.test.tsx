import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { setToken } from '../../../../lib/token-storage.ts';
import { jsonResponse, mockApi } from '../../../../testing/mock-api.ts';
import { mockUploads } from '../../../../testing/mock-upload.ts';
import { renderWithQueries } from '../../../../testing/render-with-queries.tsx';
import { AttachmentsTab } from './attachments-tab.tsx';

describe('AttachmentsTab', () => {
  it.each([
    [429, UPLOAD_MESSAGES.hourlyLimitReached(500, 600)],
    [507, UPLOAD_MESSAGES.diskFull],
  ])('shows why the server refused the files (%i) and keeps them chosen', async (status, detail) => {
    setToken('token');
    mockApi({ 'GET /api/v1/users/me': jsonResponse(200, buildUser({ role: 'DOCTOR' })) });
    const uploads = mockUploads(status, { detail });
    const file = new File(['%PDF-1.7'], 'lab.pdf', { type: 'application/pdf' });
    const kept: File[][] = [];
    renderWithQueries(
      <AttachmentsTab
        patientId={3}
        attachments={[]}
        editing
        files={[file]}
        onFilesChange={(files) => kept.push(files)}
        saving={false}
        onNotice={() => {}}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Files' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(uploads.map((upload) => `${upload.method} ${upload.url}`)).toEqual(['PUT /api/v1/patients/3']);
    expect(kept).toEqual([]);
  });
});
