import { z } from 'zod';
import { defineCall } from './call';
import { signInAnswer } from './secondFactor';
import { onFirstUse } from './onFirstUse';

/**
 * Password sign-in by email or phone. `password` is encoded as spec section 7 says
 * (see credentials.ts); the server decodes it before checking the hash. With login secondary
 * verification on, the answer is a challenge for the second step (secondFactor.ts).
 */
export const login = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/user/login',
    auth: false,
    body: z
      .object({
        account: z.string().trim().min(1, { message: 'validation.required' }).max(254),
        password: z.string().min(1, { message: 'validation.required' }).max(512),
      })
      .meta({
        // the password "Secret@123", encoded as every credential is
        examples: [
          {
            account: 'someone@example.com',
            password: 'xgy/QE1MTpUpDt8aE3Q5TeO1XKJotIvDA2n6hLwhipM=',
          },
        ],
      }),
    response: signInAnswer,
  }),
);

/** Revokes the caller's session. */
export const logout = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/user/logout',
    response: z.null(),
  }),
);
