import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { credentialExpiryText, expiringCredentials, todayIsoDate } from '@clinic/contracts';
import { buildPractitioner, buildUser } from '@clinic/contracts/testing';
import { paths } from '../../../config/paths.ts';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

/** The clinic's date `days` from today, YYYY-MM-DD. */
const inDays = (days: number) => {
  const date = new Date(`${todayIsoDate()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe("the signed-in doctor's licence warning", () => {
  it('shows over every screen, in words with the date, when the PRC licence runs out within 30 days', async () => {
    const doctor = buildUser({ role: 'DOCTOR' });
    const profile = buildPractitioner({ user_id: doctor.id, prc_valid_until: inDays(12), ptr_year: 2090 });
    const [expiry] = expiringCredentials(profile, todayIsoDate());
    renderApp(paths.account.href(), {
      user: doctor,
      api: {
        [`GET /api/v1/practitioners/${doctor.id}`]: jsonResponse(200, profile),
        'GET /api/v1/auth/sessions': jsonResponse(200, { items: [] }),
      },
    });
    expect(await screen.findByText(credentialExpiryText(expiry!))).toBeInTheDocument();
    expect(screen.getByText(/in 12 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update profile' })).toHaveAttribute(
      'href',
      paths.myPractitionerProfile.href(),
    );
  });
});
