import { decodeCredential } from '../../../contract';
import { badRequest } from '../../errors';

/** Decodes one credential of a request body (spec section 7) or refuses it by field. */
export function decodeField(encoded: string, field: string, key: string): string {
  const plain = decodeCredential(encoded, key);
  if (plain === null)
    throw badRequest('errors.undecodableCredential', { [field]: 'errors.undecodableCredential' });
  return plain;
}
