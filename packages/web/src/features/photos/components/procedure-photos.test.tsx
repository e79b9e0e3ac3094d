import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { setToken } from '../../../lib/token-storage.ts';
import { jsonResponse, mockApi } from '../../../testing/mock-api.ts';
import { mockUploads } from '../../../testing/mock-upload.ts';
import { renderWithQueries } from '../../../testing/render-with-queries.tsx';
import { ProcedurePhotos } from './procedure-photos.tsx';

describe('ProcedurePhotos', () => {
  it.each([
    [429, UPLOAD_MESSAGES.hourlyLimitReached(500, 1200)],
    [507, UPLOAD_MESSAGES.diskFull],
  ])('shows why the server refused a photo (%i)', async (status, detail) => {
    setToken('token');
    mockApi({
      'GET /api/v1/users/me': jsonResponse(200, buildUser({ role: 'DOCTOR' })),
      'GET /api/v1/procedures/7/photos': jsonResponse(200, { items: [] }),
    });
    const uploads = mockUploads(status, { detail });
    renderWithQueries(<ProcedurePhotos procedureId={7} />);
    const input = await screen.findByLabelText('Choose before photo from files');
    await userEvent.upload(input, new File(['jpeg'], 'face.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(uploads.map((upload) => upload.url)).toEqual(['/api/v1/procedures/7/photos']);
  });
});
