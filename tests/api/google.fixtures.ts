import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

/**
 * A stand-in for Google's key endpoint: a local HTTP server publishing the public half of a
 * key pair made with jose, and a signer of ID tokens with the private half.
 */
export async function startGoogleKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (
    claims: Record<string, unknown>,
    options: { key?: CryptoKey; audience?: string; issuer?: string; expiresIn?: string } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? TEST_GOOGLE_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(options.key ?? privateKey);

  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    /** The signing key as a JWK, for a test process of its own (browser tests). */
    privateJwk: { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256' },
    sign,
    otherKey: async () => (await generateKeyPair('RS256')).privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
