import { AsyncLocalStorage } from 'node:async_hooks';

/** The request being served, so work it starts (jobs it enqueues) carries its id. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | null => requestContext.getStore()?.requestId ?? null;
