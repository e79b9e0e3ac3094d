// The two-factor texts and limits, apart from the schemas so the sign-in page can read them without
// loading the validation library.

/** How long the answer of a right password waits for its code. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** How long a browser that asked to be remembered skips the code. */
export const REMEMBER_DEVICE_DAYS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** A code as typed: six digits from the app, or a recovery code such as `7kq2m-x9fd4`. */
export const MAX_TWO_FACTOR_CODE_LENGTH = 32;

export const TWO_FACTOR_MESSAGES = {
  setupRequired: 'Two-factor sign-in must be set up first.',
  incorrectCode: 'That code is incorrect or was already used. Please try again.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  codeRequired: 'Enter the code from your authenticator app',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on for this account.',
  noEnrolment: 'Start setting up two-factor sign-in first.',
  requiredForRole: 'Two-factor sign-in is required for your role and cannot be turned off.',
  turnedOff: 'Two-factor sign-in is off.',
  verifyFailed: 'Could not check the code',
  enrolmentFailed: 'Could not set up two-factor sign-in',
  turnOffFailed: 'Could not turn off two-factor sign-in',
  sessionsFailed: 'Failed to load your sessions',
  sessionNotFound: 'Session not found',
  sessionEnded: 'The session was signed out.',
  signOutFailed: 'Failed to sign the session out',
} as const;
