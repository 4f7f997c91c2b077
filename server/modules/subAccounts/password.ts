import { decodeCredential, passwordProblem } from '../../../contract';
import { badRequest } from '../../errors';
import { generatePassword } from '../../lib/generatePassword';
import { hashPassword } from '../../lib/password';

/**
 * The password a sub-account gets: generated (and answered once), or the custom one the
 * caller typed, decoded from the wire and held to the password rule.
 */
export async function choosePassword(
  mode: 'auto' | 'custom',
  encoded: string | undefined,
  credentialKey: string,
): Promise<{ hash: string; generated: string | null }> {
  if (mode === 'auto') {
    const generated = generatePassword();
    return { hash: await hashPassword(generated), generated };
  }
  if (!encoded) throw badRequest('errors.invalidRequest', { password: 'validation.required' });
  const plain = decodeCredential(encoded, credentialKey);
  if (plain === null)
    throw badRequest('errors.undecodableCredential', { password: 'errors.undecodableCredential' });
  const problem = passwordProblem(plain);
  if (problem) throw badRequest(problem, { password: problem });
  return { hash: await hashPassword(plain), generated: null };
}
