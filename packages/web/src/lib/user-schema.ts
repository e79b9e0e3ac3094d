// The signed-in user's schema alone, loaded on demand (`import()`): a signed-in page load checks
// the stored token without building the sign-in schemas it does not use.
export { userSchema } from '@clinic/contracts';
