import { z } from 'zod';
import { encodeCredential } from '../../../contract/credentials';
import { passwordProblem } from '../../../contract/rules';
import { passwordMode } from '../../../contract/subAccounts';
import { credentialKey } from '../../storage/credentialKey';

/** The password fields of a form, as typed; the call's body carries the password encoded. */
export const passwordChoice = {
  passwordMode: passwordMode.default('auto'),
  password: z.string().optional(),
  confirmPassword: z.string().optional(),
};

interface TypedPassword {
  passwordMode: 'auto' | 'custom';
  password?: string;
  confirmPassword?: string;
}

/** A typed password follows the server's rule and its confirmation matches it. */
export function checkTypedPassword(values: TypedPassword, ctx: z.RefinementCtx) {
  if (values.passwordMode !== 'custom') return;
  const problem = values.password ? passwordProblem(values.password) : 'validation.required';
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  if (values.confirmPassword !== values.password)
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: values.confirmPassword ? 'validation.passwordMismatch' : 'validation.required',
    });
}

/** The body's password fields: the mode, and the typed password encoded as spec section 7 says. */
export function encodedPassword({ passwordMode: mode, password }: Record<string, unknown>): {
  passwordMode: 'auto' | 'custom';
  password?: string;
} {
  return mode === 'custom'
    ? { passwordMode: mode, password: encodeCredential(String(password ?? ''), credentialKey()) }
    : { passwordMode: 'auto' };
}
