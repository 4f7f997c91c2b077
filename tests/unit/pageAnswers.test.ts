import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serviceTeam, listCatalogue } from '../../contract/catalogue';
import { unreadNoticeCount } from '../../contract/notices';
import { createCaller } from '../../src/dataProvider/callApi';
import { createForcedLogout } from '../../src/dataProvider/forcedLogout';
import { createHttpClient } from '../../src/dataProvider/http';
import { EARLY_WINDOW_MS, readPageAnswers } from '../../src/dataProvider/pageAnswers';
import { readLanguage, writeLanguage } from '../../src/i18n/language';
import { readToken, readTokenCookie, writeToken } from '../../src/storage/token';
import { api, envelope, resetBrowser, useMsw } from './support/api';

const server = useMsw();
let asked: string[] = [];
let now = 0;

/** A page as the server writes it: the answers' blocks before the end of its body. */
function writePage(blocks: { path: string; json: string; language?: string }[]) {
  document.body.innerHTML =
    '<div id="root"></div>' +
    blocks
      .map(
        ({ path, json, language = 'en_US' }) =>
          `<script type="application/json" id="answer:${path}" data-language="${language}">${json}</script>`,
      )
      .join('');
}

const TEAM = { name: 'Team from the page', email: 'a@example.com' };

/** The console's caller over the page as it is now, as the stack builds it at start. */
function startConsole() {
  const http = createHttpClient({
    getToken: readToken,
    getLanguage: readLanguage,
    notify: () => undefined,
    forcedLogout: createForcedLogout({ redirect: () => undefined }),
  });
  return createCaller(
    http,
    readPageAnswers({
      now: () => ({ token: readToken(), language: readLanguage() }),
      cookieToken: readTokenCookie,
    }),
  );
}

beforeEach(() => {
  resetBrowser('/control/home');
  writeToken('tok-of-this-session');
  writeLanguage('en_US');
  asked = [];
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  server.use(
    mock.get(api('/v1/account/service-team'), () => {
      asked.push('team');
      return HttpResponse.json(envelope({ name: 'Team from the server' }));
    }),
    mock.get(api('/v1/notices/unread-count'), () => {
      asked.push('unread');
      return HttpResponse.json(envelope({ count: 7 }));
    }),
    mock.get(api('/v1/products'), () => {
      asked.push('products');
      return HttpResponse.json(envelope({ list: [], total: 0 }));
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('answers written into the page', () => {
  it('answers the first ask of each call from the page, then asks the server', async () => {
    writePage([
      { path: '/v1/account/service-team', json: JSON.stringify(envelope(TEAM)) },
      { path: '/v1/notices/unread-count', json: JSON.stringify(envelope({ count: 2 })) },
    ]);
    const call = startConsole();
    // read once: the blocks are gone from the page
    expect(document.querySelectorAll('script[type="application/json"]')).toHaveLength(0);
    expect(await call(serviceTeam)).toEqual(TEAM);
    expect(await call(unreadNoticeCount)).toEqual({ count: 2 });
    expect(asked).toEqual([]);
    expect(await call(serviceTeam)).toEqual({ name: 'Team from the server' });
    expect(await call(listCatalogue)).toEqual({ list: [], total: 0 });
    expect(asked).toEqual(['team', 'products']);
  });

  it('asks the server when a block is malformed, an error, or of another language or session', async () => {
    const cases: [string, () => void][] = [
      ['malformed', () => writePage([{ path: '/v1/account/service-team', json: '{"code":' }])],
      [
        'an error',
        () =>
          writePage([
            {
              path: '/v1/account/service-team',
              json: JSON.stringify(envelope(null, '403', 'no')),
            },
          ]),
      ],
      [
        'another language',
        () =>
          writePage([
            {
              path: '/v1/account/service-team',
              json: JSON.stringify(envelope(TEAM)),
              language: 'zh_CN',
            },
          ]),
      ],
      [
        'another session’s cookie',
        () => {
          document.cookie = 'OMTOKEN=tok-of-another-session; path=/';
          writePage([{ path: '/v1/account/service-team', json: JSON.stringify(envelope(TEAM)) }]);
        },
      ],
    ];
    for (const [name, page] of cases) {
      writeToken('tok-of-this-session');
      page();
      asked = [];
      const call = startConsole();
      expect(await call(serviceTeam), name).toEqual({ name: 'Team from the server' });
      expect(asked, name).toEqual(['team']);
    }
  });

  it('serves the start only: not after its window, nor after a sign-in or language change', async () => {
    const team = { path: '/v1/account/service-team', json: JSON.stringify(envelope(TEAM)) };
    const unread = {
      path: '/v1/notices/unread-count',
      json: JSON.stringify(envelope({ count: 2 })),
    };

    writePage([team]);
    let call = startConsole();
    now += EARLY_WINDOW_MS;
    expect(await call(serviceTeam)).toEqual({ name: 'Team from the server' });

    writePage([team, unread]);
    call = startConsole();
    writeLanguage('zh_CN');
    expect(await call(serviceTeam)).toEqual({ name: 'Team from the server' });
    writeLanguage('en_US');
    expect((await call(unreadNoticeCount)).count).toBe(7);

    writePage([team]);
    call = startConsole();
    writeToken('tok-of-the-next-sign-in');
    expect(await call(serviceTeam)).toEqual({ name: 'Team from the server' });
    expect(asked).toEqual(['team', 'team', 'unread', 'team']);
  });

  it('keeps the chosen language in a cookie of the console’s pages, for the server', () => {
    writeLanguage('zh_CN');
    expect(document.cookie).toContain('langType=zh_CN');
    writeLanguage('en_US');
    expect(document.cookie).toContain('langType=en_US');
    expect(document.cookie).not.toContain('langType=zh_CN');
  });
});
