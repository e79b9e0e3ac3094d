// The sign-in texts and limits, apart from the schemas so the first screen can read them without
// loading the validation library.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 200;
/** How long a mailed sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 15;

export const AUTH_MESSAGES = {
  signedOut: 'Signed out',
  loginFailed: 'Login failed',
  invalidCredentials: 'Incorrect email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests from this address. Please wait a while and try again.',
  /** Past the sign-in limits, whatever the password: a right one from a new browser is mailed a link. */
  signInLinkSent: `Too many sign-in attempts. If the email and password are correct, we have e-mailed you a sign-in link: open it in this browser within ${SIGN_IN_LINK_MINUTES} minutes to sign in.`,
  signInLinkInvalid:
    'This sign-in link has expired, was already used or was asked for in another browser. Please sign in again.',
  registrationFailed: 'Registration failed',
  emailTaken: 'An account with this email already exists',
  passwordTooShort: 'Password must be at least 8 characters.',
  forgotSent: 'If an account exists for that email, a password reset link has been sent.',
  genericError: 'An error occurred',
  networkError: 'Network error. Please try again.',
  notAuthenticated: 'Not authenticated',
  inactive: 'Your account is waiting for activation by an administrator.',
  deactivated: 'This account has been deactivated.',
  forbidden: "You don't have permission to do this.",
  accessDenied: "Access Denied - You don't have permission to access this page.",
  passwordsDoNotMatch: 'Passwords do not match',
} as const;
