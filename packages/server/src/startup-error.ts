/** What a start-up failure says: an Error's message, or whatever was thrown, never "undefined". */
export function describeStartupError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error !== '') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  try {
    const text = JSON.stringify(error);
    if (text && text !== '{}') return text;
  } catch {
    // fall through to the generic answer
  }
  return 'an unknown failure while opening the database (nothing describing it was thrown)';
}
