// The sign-in texts and limits, apart from the schemas so the first screen can read them without
// loading the validation library.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 200;

export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  invalidCredentials: 'Incorrect email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests from this address. Please wait a while and try again.',
  registrationFailed: 'Registration failed',
  emailTaken: 'An account with this email already exists',
  passwordTooShort: 'Password must be at least 8 characters.',
  forgotSent: 'If an account exists for that email, a password reset link has been sent.',
  genericError: 'An error occurred',
  networkError: 'Network error. Please try again.',
  notAuthenticated: 'Not authenticated',
  inactive: 'Your account is waiting for activation by an administrator.',
  forbidden: "You don't have permission to do this.",
  accessDenied: "Access Denied - You don't have permission to access this page.",
  passwordsDoNotMatch: 'Passwords do not match',
} as const;
