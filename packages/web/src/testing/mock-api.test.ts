import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse, mockApi } from './mock-api.ts';

/** What the mock reports, kept from the setup's check so the test can read it. */
function reported() {
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args.join(' ')));
  return errors;
}

describe('the mocked API', () => {
  it("reports a success answer the route's contract schema refuses", async () => {
    const errors = reported();
    mockApi({ 'GET /api/v1/users/me': jsonResponse(200, { id: 1, name: 'renamed field' }) });
    await fetch('/api/v1/users/me');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('The mocked answer to GET /api/v1/users/me is not a GET /users/me answer');
  });

  it('takes an answer the server could give, and leaves error answers alone', async () => {
    const errors = reported();
    mockApi({
      'GET /api/v1/users/me': jsonResponse(200, buildUser()),
      'GET /api/v1/patients/archived': jsonResponse(200, { items: [] }),
      'GET /api/v1/patients/7': jsonResponse(500, { unexpected: true }),
    });
    await fetch('/api/v1/users/me');
    // A fixed path is matched before a route's parameter (`/patients/:id`).
    await fetch('/api/v1/patients/archived');
    await fetch('/api/v1/patients/7');
    expect(errors).toEqual([]);
  });
});
