import path from 'node:path';
import Fastify from 'fastify';
import { serveSpa } from '../server/lib/serveSpa';

/**
 * Serves the built bare react-admin app (bench/bareAdmin.ts) under /bare/ with the code that
 * serves ours, so the two compare fairly.
 */
const app = Fastify();
// no content security policy here, as in a bare app: its pages' styles need no nonce
app.decorate('allowPageStyles', () => '');
await serveSpa(app, path.resolve(process.env.BARE_DIST ?? ''), '/bare');
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
