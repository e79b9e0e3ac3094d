import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { showServerFieldErrors } from './server-field-errors.ts';

describe('showServerFieldErrors', () => {
  it('puts each issue on its field, without the request part of its location', () => {
    const setError = vi.fn();
    const error = new ApiError(422, [
      { loc: ['body', 'name'], msg: 'Procedure name is required', type: 'custom' },
      { loc: ['body', 'patient_in', 'email'], msg: 'Invalid email format', type: 'custom' },
      { loc: ['body', 'unknown'], msg: 'Ignored', type: 'custom' },
    ]);
    const placed = showServerFieldErrors(error, setError, (location) =>
      location[0] === 'unknown' ? undefined : location.join('.'),
    );
    expect(placed).toBe(2);
    expect(setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'Procedure name is required' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Invalid email format' },
      { shouldFocus: false },
    );
  });

  it('places nothing for an error without a list of issues', () => {
    const setError = vi.fn();
    expect(showServerFieldErrors(new ApiError(400, 'Bad'), setError)).toBe(0);
    expect(showServerFieldErrors(new Error('x'), setError)).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
