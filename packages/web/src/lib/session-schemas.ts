// The schemas of signing in, loaded on demand (`import()`) so that the sign-in page paints before
// the validation library arrives.
export {
  loginInputSchema,
  loginResponseSchema,
  tokenResponseSchema,
  twoFactorSignInInputSchema,
} from '@clinic/contracts';
