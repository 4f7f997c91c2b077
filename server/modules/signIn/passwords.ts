import { decodeCredential, passwordProblem } from '../../../contract';
import { badRequest } from '../../errors';

/**
 * A new password typed twice, decoded from the wire and held to the password rule (spec
 * section 5); each problem is answered on the field it belongs to.
 */
export function newPassword(encoded: string, confirmEncoded: string, credentialKey: string) {
  const password = decodeCredential(encoded, credentialKey);
  const confirm = decodeCredential(confirmEncoded, credentialKey);
  if (password === null || confirm === null)
    throw badRequest('errors.undecodableCredential', { password: 'errors.undecodableCredential' });
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem, { password: problem });
  if (password !== confirm)
    throw badRequest('validation.passwordMismatch', {
      confirmPassword: 'validation.passwordMismatch',
    });
  return password;
}
