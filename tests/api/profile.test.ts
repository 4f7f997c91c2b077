import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, encodeCredential, type Profile } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { CUSTOM_PASSWORD, makeRole, makeSub } from './users.fixtures';

/** A real PNG (its header chunk included, as file-type reads it). */
const PNG_SIGNATURE = await QRCode.toBuffer('head', { width: 32 });
const JPEG_SIGNATURE = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
/** Magic bytes followed by padding up to `size` bytes. */
const padded = (head: Buffer, size: number) =>
  Buffer.concat([head, Buffer.alloc(size - head.length)]);

describe.each(backends())('account information on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  const profile = (sessionToken = token) =>
    call<Profile>(ctx.app, 'GET', '/v1/account/profile', { token: sessionToken });

  const upload = (content: Buffer, contentType = 'application/octet-stream', language?: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/om/api/v1/account/avatar',
      headers: {
        token,
        'content-type': contentType,
        ...(language ? { 'accept-language': language } : {}),
      },
      payload: content,
    });

  it('answers the account information of the caller', async () => {
    const { body } = await profile();
    expect(body.code).toBe('000000');
    expect(body.data).toMatchObject({
      email: DEMO.email,
      phone: DEMO.phone,
      name: 'Demo Admin',
      isMain: true,
      accountType: 'corporate',
      corporateName: 'Demo Trading Ltd.',
      certificationState: 'certified',
      secondFactor: { method: null, recoveryCodesLeft: 0 },
    });
  });

  it('changes the name, refusing emoji and an empty one, changing nothing then', async () => {
    const emoji = await call(ctx.app, 'PUT', '/v1/account/profile', {
      token,
      body: { name: 'Demo 😀' },
    });
    expect(emoji.status).toBe(400);
    expect(emoji.body.data).toEqual({ fields: { name: 'Emoji are not allowed here.' } });
    const empty = await call(ctx.app, 'PUT', '/v1/account/profile', {
      token,
      body: { name: '  ' },
    });
    expect(empty.body.data).toEqual({ fields: { name: 'Required' } });
    expect((await profile()).body.data.name).toBe('Demo Admin');
    const saved = await call<Profile>(ctx.app, 'PUT', '/v1/account/profile', {
      token,
      body: { name: '  Demo Owner ' },
    });
    expect(saved.body.data.name).toBe('Demo Owner');
  });

  it('validates the company details and keeps them', async () => {
    const company = {
      corporateName: 'Demo Trading Ltd.',
      corporateAddress: '1 Harbour Road, Hong Kong',
      industry: 'ecommerce',
      companySize: '51-200',
      customerVolume: '10k-100k',
      website: 'https://demo.example.com',
    };
    const bad = await call(ctx.app, 'PUT', '/v1/account/company', {
      token,
      language: 'zh_CN',
      body: { ...company, website: 'ftp://demo', industry: 'mining', corporateName: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      fields: {
        website: '请输入以 http:// 或 https:// 开头的网址',
        industry: '请选择列出的值之一',
      },
    });
    const noName = await call(ctx.app, 'PUT', '/v1/account/company', {
      token,
      body: { ...company, corporateName: '' },
    });
    expect(noName.body.data).toEqual({ fields: { corporateName: 'Required' } });
    const emoji = await call(ctx.app, 'PUT', '/v1/account/company', {
      token,
      body: { ...company, corporateAddress: 'Road 🚀' },
    });
    expect(emoji.body.data).toEqual({
      fields: { corporateAddress: 'Emoji are not allowed here.' },
    });
    // the demo company as seeded, untouched by the refusals
    expect((await profile()).body.data).toMatchObject({
      corporateAddress: '18 Harbour Road, Wan Chai, Hong Kong',
      industry: 'ecommerce',
      website: 'https://www.demo-company.example',
    });

    const saved = await call<Profile>(ctx.app, 'PUT', '/v1/account/company', {
      token,
      body: company,
    });
    expect(saved.body.code).toBe('000000');
    expect(saved.body.data).toMatchObject(company);
    const cleared = await call<Profile>(ctx.app, 'PUT', '/v1/account/company', {
      token,
      body: { corporateName: 'Demo Trading Ltd.' },
    });
    expect(cleared.body.data).toMatchObject({ industry: null, website: null });
    await call(ctx.app, 'PUT', '/v1/account/company', { token, body: company });
  });

  it('shows a sub-account the company read-only and refuses its changes', async () => {
    const role = await makeRole(ctx.app, token, ['account']);
    const sub = await makeSub(ctx.app, token, role.id);
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    const own = await profile(subToken);
    expect(own.body.data).toMatchObject({
      email: sub.email,
      isMain: false,
      corporateName: 'Demo Trading Ltd.',
      website: 'https://demo.example.com',
    });
    const refused = await call(ctx.app, 'PUT', '/v1/account/company', {
      token: subToken,
      body: { corporateName: 'Taken Over Ltd.' },
    });
    expect([refused.status, refused.body.code]).toEqual([403, '403001']);
    expect((await profile()).body.data.corporateName).toBe('Demo Trading Ltd.');
    const renamed = await call<Profile>(ctx.app, 'PUT', '/v1/account/profile', {
      token: subToken,
      body: { name: 'Sub Renamed' },
    });
    expect(renamed.body.data.name).toBe('Sub Renamed');
    expect((await profile()).body.data.name).toBe('Demo Owner');
  });

  describe('avatar', () => {
    it('stores a PNG judged by its content, whatever the declared type, and serves it back', async () => {
      const png = await QRCode.toBuffer('avatar', { width: 64 });
      const answer = await upload(png, 'text/plain');
      expect(answer.json()).toMatchObject({ code: '000000' });
      const version = answer.json().data.avatarVersion as string;
      expect((await profile()).body.data.avatarVersion).toBe(version);

      const served = await ctx.app.inject({
        method: 'GET',
        url: '/om/api/v1/account/avatar',
        headers: { token },
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(served.rawPayload, png)).toBe(0);
      const cached = await ctx.app.inject({
        method: 'GET',
        url: '/om/api/v1/account/avatar',
        headers: { token, 'if-none-match': String(served.headers.etag) },
      });
      expect(cached.statusCode).toBe(304);
    });

    it('takes a JPG, and one byte under 3 MB', async () => {
      expect((await upload(padded(JPEG_SIGNATURE, 2048))).json().code).toBe('000000');
      const largest = await upload(padded(PNG_SIGNATURE, AVATAR_MAX_BYTES - 1));
      expect(largest.json().code).toBe('000000');
    });

    it("refuses other files with the spec's message, in both languages, changing nothing", async () => {
      const before = (await profile()).body.data.avatarVersion;
      const files = [
        Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
        Buffer.from('%PDF-1.4\n%âãÏÓ\n'),
        Buffer.from('just text pretending to be a png'),
        Buffer.alloc(0),
      ];
      for (const file of files) {
        const refused = await upload(file, 'image/png');
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          code: '400001',
          message: 'You can only upload JPG/PNG file!',
        });
      }
      const zh = await upload(files[0], 'image/gif', 'zh-CN');
      expect(zh.json().message).toBe('只能上传 JPG/PNG 文件！');
      const json = await call(ctx.app, 'PUT', '/v1/account/avatar', { token, body: { a: 1 } });
      expect(json.body.message).toBe('You can only upload JPG/PNG file!');
      expect((await profile()).body.data.avatarVersion).toBe(before);
    });

    it("refuses 3 MB and more with the spec's message, changing nothing", async () => {
      const before = (await profile()).body.data.avatarVersion;
      for (const size of [AVATAR_MAX_BYTES, AVATAR_MAX_BYTES + 5 * 1024 * 1024]) {
        const refused = await upload(padded(PNG_SIGNATURE, size));
        expect(refused.statusCode).toBe(413);
        expect(refused.json()).toMatchObject({
          code: '413001',
          message: 'Image must smaller than 3MB!',
        });
      }
      const zh = await upload(padded(PNG_SIGNATURE, AVATAR_MAX_BYTES), undefined, 'zh-CN');
      expect(zh.json().message).toBe('图片必须小于 3MB！');
      expect((await profile()).body.data.avatarVersion).toBe(before);
    });

    it("serves each account only its own avatar and nobody's without a session", async () => {
      const subToken = await signIn(ctx.app, DEMO.subEmail);
      const none = await ctx.app.inject({
        method: 'GET',
        url: '/om/api/v1/account/avatar',
        headers: { token: subToken },
      });
      // an account without an avatar is answered "none", not refused
      expect([none.statusCode, none.body]).toEqual([204, '']);
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/om/api/v1/account/avatar' });
      expect(anonymous.json().code).toBe('501');
      const anonymousUpload = await ctx.app.inject({
        method: 'PUT',
        url: '/om/api/v1/account/avatar',
        payload: PNG_SIGNATURE,
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(anonymousUpload.json().code).toBe('501');
    });
  });

  describe('password change', () => {
    const change = (
      sessionToken: string,
      oldPassword: string,
      newPassword: string,
      confirm = newPassword,
    ) =>
      call<{ otherSessionsEnded: number }>(ctx.app, 'POST', '/v1/account/password', {
        token: sessionToken,
        body: {
          oldPassword: encodeCredential(oldPassword),
          newPassword: encodeCredential(newPassword),
          confirmPassword: encodeCredential(confirm),
        },
      });

    it('refuses a wrong current password, a weak or mismatched new one, changing nothing', async () => {
      const cases: [string, string, string, Record<string, string>][] = [
        [
          'Wrong@123',
          'New@12345',
          'New@12345',
          { oldPassword: 'The current password is incorrect.' },
        ],
        [
          DEMO.password,
          'abc',
          'abc',
          { newPassword: 'The password must be 6 to 16 characters long.' },
        ],
        [
          DEMO.password,
          'abcdefgh',
          'abcdefgh',
          {
            newPassword:
              'The password must contain letters, digits and special characters such as !@#$^,_.',
          },
        ],
        [
          DEMO.password,
          'New@12345',
          'New@12346',
          { confirmPassword: 'The two passwords do not match!' },
        ],
        [
          DEMO.password,
          DEMO.password,
          DEMO.password,
          { newPassword: 'The new password must be different from the current one.' },
        ],
      ];
      for (const [oldPassword, newPassword, confirm, fields] of cases) {
        const refused = await change(token, oldPassword, newPassword, confirm);
        expect(refused.status, newPassword).toBe(400);
        expect(refused.body.data).toEqual({ fields });
      }
      const plain = await call(ctx.app, 'POST', '/v1/account/password', {
        token,
        body: {
          oldPassword: DEMO.password,
          newPassword: 'New@12345',
          confirmPassword: 'New@12345',
        },
      });
      expect(plain.body.code).toBe('400001');
      expect(await signIn(ctx.app)).toBeTruthy();
    });

    it("ends the account's other sessions, keeps this one, and swaps the passwords", async () => {
      const other = await signIn(ctx.app);
      const subToken = await signIn(ctx.app, DEMO.subEmail);
      const changed = await change(token, DEMO.password, 'Changed#2026');
      expect(changed.body.code).toBe('000000');
      expect(changed.body.data.otherSessionsEnded).toBeGreaterThanOrEqual(1);
      expect((await profile(other)).body.code).toBe('502');
      expect((await profile(token)).body.code).toBe('000000');
      // another account's sessions are untouched
      expect((await profile(subToken)).body.code).toBe('000000');
      await expect(signIn(ctx.app)).rejects.toThrow(/401001/);
      const fresh = await signIn(ctx.app, DEMO.email, 'Changed#2026');
      expect((await change(fresh, 'Changed#2026', DEMO.password)).body.code).toBe('000000');
      expect((await profile(token)).body.code).toBe('502');
      token = fresh;
    });
  });
});
