import type { SecondFactorChallenge } from '../../contract/secondFactor';

/**
 * How a sign-in that needs its second step reaches the login page: authProvider.login
 * rejects with this (so react-admin does not navigate), the page shows the second step.
 * Dependency-free on purpose: the login page's entry imports it.
 */
export interface SecondFactorRequired {
  secondFactor: SecondFactorChallenge;
  message: false;
}

export const isSecondFactorRequired = (value: unknown): value is SecondFactorRequired =>
  typeof value === 'object' && value !== null && 'secondFactor' in value;

/** What the second step hands to authProvider.login. */
export interface SecondFactorAnswer {
  challenge: string;
  code: string;
  recovery: boolean;
}
