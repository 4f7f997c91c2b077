import { REFERRER_KEY } from '../../contract/constants';
import { PROVIDER_DOMAIN_OVERRIDE } from '../config';
import { registrableDomain } from './domain';

/** The provider's own domain: VITE_PROVIDER_DOMAIN, else the registrable part of this host. */
export const providerDomain = (): string =>
  PROVIDER_DOMAIN_OVERRIDE ?? registrableDomain(window.location.hostname);

/**
 * Spec section 1: remember where the visitor came from, once. Nothing is written when a
 * value is already stored, when there is no referrer, or when it is one of our own pages.
 */
export function rememberReferrer(referrer: string, ownDomain: string = providerDomain()): boolean {
  if (!referrer || window.localStorage.getItem(REFERRER_KEY) !== null) return false;
  if (ownDomain && referrer.includes(ownDomain)) return false;
  window.localStorage.setItem(REFERRER_KEY, referrer);
  return true;
}
