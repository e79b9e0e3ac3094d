import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES } from '@clinic/contracts';
import { buildVerification } from '@clinic/contracts/testing';
import { jsonResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderWithQueries } from '../../../testing/render-with-queries.tsx';
import { VerificationPage } from './verification-page.tsx';

const valid = buildVerification();

const open = (answer: Response | Promise<Response>) => {
  mockApi({ 'GET /api/v1/verify/ABC234': () => answer });
  renderWithQueries(<VerificationPage code="ABC234" />);
};

describe('VerificationPage', () => {
  it('says who issued the document, when, and for whose initials', async () => {
    open(jsonResponse(200, valid));
    expect(
      await screen.findByText('Issued by Glow Clinic on November 27, 2026 by Dr. Maria Reyes for J. D.'),
    ).toBeInTheDocument();
  });

  it('says when a revoked document was revoked', async () => {
    open(jsonResponse(200, { ...valid, status: 'revoked', revoked_on: '2026-11-28' }));
    expect(await screen.findByText('This prescription was revoked on November 28, 2026.')).toBeInTheDocument();
  });

  it('says when no document has the code', async () => {
    open(jsonResponse(404, { detail: VERIFICATION_MESSAGES.notFound }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.notFound)).toBeInTheDocument();
  });
});
