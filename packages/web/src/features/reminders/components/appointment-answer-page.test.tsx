import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppointmentAnswer } from '@clinic/contracts';
import { jsonResponse, type RecordedRequest } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const appointment: AppointmentAnswer = {
  clinic_name: 'Glow Clinic',
  clinic_address: '12 Rizal Avenue\nMakati City',
  clinic_phone: '(02) 8123 4567',
  start_datetime: '2026-11-25T06:00:00Z',
  end_datetime: null,
  status: 'scheduled',
  confirmation: 'unconfirmed',
  language: 'en',
};
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

describe('the appointment answer page', { timeout: 20_000 }, () => {
  it('asks “Cancel this appointment?” and offers the clinic’s phone before cancelling', async () => {
    const answers: RecordedRequest[] = [];
    const { user } = renderApp(`/a/${TOKEN}`, {
      api: {
        [`GET /api/v1/appointment-answers/${TOKEN}`]: jsonResponse(200, appointment),
        [`POST /api/v1/appointment-answers/${TOKEN}`]: (request: RecordedRequest) => {
          answers.push(request);
          return jsonResponse(200, { ...appointment, status: 'cancelled', confirmation: 'declined' });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }, { timeout: 5_000 }));
    const question = screen.getByRole('heading', { name: 'Cancel this appointment?' });
    expect(question).toHaveFocus();
    expect(screen.getByText(/To choose another time instead, call the clinic at/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '(02) 8123 4567' })[0]).toHaveAttribute('href', 'tel:0281234567');
    expect(answers).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Keep my appointment' }));
    expect(screen.queryByRole('heading', { name: 'Cancel this appointment?' })).not.toBeInTheDocument();
    expect(answers).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(/Your appointment is cancelled\./)).toBeInTheDocument();
    expect(answers.map((request) => request.body)).toEqual([{ answer: 'cancel' }]);
  });

  it('names the clinic’s address and phone', async () => {
    renderApp(`/a/${TOKEN}`, { api: { [`GET /api/v1/appointment-answers/${TOKEN}`]: jsonResponse(200, appointment) } });
    expect(await screen.findByText('Glow Clinic', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(/12 Rizal Avenue/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(02) 8123 4567' })).toHaveAttribute('href', 'tel:0281234567');
  });
});
