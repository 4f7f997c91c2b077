import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AVATAR_MAX_BYTES, Codes, getAvatar, uploadAvatar } from '../../../contract';
import { AppError, badRequest } from '../../errors';
import { acceptBinaryBodies } from '../../lib/binaryBody';
import { route } from '../../http/route';
import { authenticate } from '../../http/session';
import { jpgOrPng } from './imageType';

const tooLarge = () =>
  new AppError(Codes.payloadTooLarge, 413, 'profileErrors.avatarTooLarge', {
    fields: { file: 'profileErrors.avatarTooLarge' },
  });
const wrongType = () =>
  badRequest('profileErrors.avatarType', { file: 'profileErrors.avatarType' });

/**
 * The avatar, kept in the database (so every server process sharing it serves the same one):
 * PUT takes the image file as the raw body, GET answers it back to its own account.
 */
export default async function avatarRoutes(app: FastifyInstance) {
  const { db } = app;
  acceptBinaryBodies(app, AVATAR_MAX_BYTES, tooLarge);

  route(app, uploadAvatar, async ({ auth, request }) => {
    const content = request.body;
    if (!Buffer.isBuffer(content)) throw wrongType();
    const mime = await jpgOrPng(content);
    if (!mime) throw wrongType();
    const version = createHash('sha256').update(content).digest('hex').slice(0, 32);
    const row = { mime, content, version, updated_at: Date.now() };
    await db.kysely
      .insertInto('avatars')
      .values({ account_id: auth.accountId, ...row })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(row))
      .execute();
    return { avatarVersion: version };
  });

  app.route({
    method: getAvatar.method,
    url: getAvatar.path,
    config: { call: getAvatar, guard: { auth: true } },
    onRequest: async (request) => {
      request.auth = await authenticate(db, request);
    },
    handler: async (request, reply) => {
      const accountId = request.auth?.accountId ?? '';
      const avatar = await db.kysely
        .selectFrom('avatars')
        .select(['mime', 'content', 'version'])
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      // no avatar is an answer, not a failure: nothing to show
      if (!avatar) return reply.status(204).send();
      const etag = `"${avatar.version}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(avatar.mime).send(Buffer.from(avatar.content));
    },
  });
}
