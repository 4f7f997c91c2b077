/** A start-up failure caused by the configuration, whose message says all a person needs. */
export class StartupError extends Error {}
