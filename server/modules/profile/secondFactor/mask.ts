/** A phone number or email address with its middle hidden, to say where a code went. */
export function maskContact(contact: string): string {
  const at = contact.indexOf('@');
  if (at > 0) return `${contact.slice(0, Math.min(2, at - 1))}***${contact.slice(at)}`;
  return contact.length > 8 ? `${contact.slice(0, 6)}****${contact.slice(-4)}` : '****';
}
