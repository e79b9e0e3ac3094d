import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, errorMessage, parseErrorDetail } from './api-error.ts';

describe('errorMessage', () => {
  it('shows a detail string', () => {
    expect(errorMessage(new ApiError(400, 'Old password is incorrect.'), 'Failed')).toBe('Old password is incorrect.');
  });

  it("joins a detail list with '; '", () => {
    const detail = [
      { loc: ['body', 'first_name'], msg: 'First name is required', type: 'custom' },
      { loc: ['body', 'sex'], msg: 'Sex is required', type: 'custom' },
    ];
    expect(errorMessage(new ApiError(422, detail), 'Failed')).toBe('First name is required; Sex is required');
  });

  it('falls back without a detail, and for anything that is not an API error', () => {
    expect(errorMessage(new ApiError(500, undefined), 'Failed to create patient. Please try again.')).toBe(
      'Failed to create patient. Please try again.',
    );
    expect(errorMessage(new ApiError(422, []), 'Failed')).toBe('Failed');
    expect(errorMessage(new Error('boom'), 'Failed')).toBe('Failed');
  });

  it('uses the network message only where a screen gives one', () => {
    expect(errorMessage(new NetworkError(), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new NetworkError(), 'An error occurred', 'Network error. Please try again.')).toBe(
      'Network error. Please try again.',
    );
  });
});

describe('parseErrorDetail', () => {
  it('ignores bodies that are not the {detail} shape', () => {
    expect(parseErrorDetail(undefined)).toBeUndefined();
    expect(parseErrorDetail({ message: 'x' })).toBeUndefined();
    expect(parseErrorDetail({ detail: [{ nope: 1 }] })).toBeUndefined();
    expect(parseErrorDetail({ detail: 'Gone' })).toBe('Gone');
  });
});
