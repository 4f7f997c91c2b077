import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { defineCall } from '../../contract/call';
import { TIME_ZONE_HEADER } from '../../contract/constants';
import { z } from 'zod';
import { filenameFromDisposition } from '../../src/dataProvider/download';
import { api, createStack, envelope, resetBrowser, useMsw } from './support/api';

const server = useMsw();
beforeEach(() => resetBrowser());

/** A file answer, as bill and invoice downloads are. */
const exportBill = defineCall({ method: 'GET', path: '/v1/bills/:id/file', response: z.unknown() });

describe('filenameFromDisposition', () => {
  it.each([
    [`attachment; filename*=UTF-8''%E8%B4%A6%E5%8D%95%202024-05.xlsx`, '账单 2024-05.xlsx'],
    [`attachment; filename="bill 2024-05.xlsx"`, 'bill 2024-05.xlsx'],
    [`attachment; filename=bill.csv`, 'bill.csv'],
    [`attachment; filename="fallback.pdf"; filename*=UTF-8''real%20name.pdf`, 'real name.pdf'],
    [`attachment; filename="quoted \\"name\\".txt"`, 'quoted "name".txt'],
    ['attachment', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromDisposition(header)).toBe(expected);
  });
});

describe('download', () => {
  it('passes the blob through and saves it under the Content-Disposition name', async () => {
    server.use(
      mock.get(
        api('/v1/bills/:id/file'),
        () =>
          new HttpResponse(new Uint8Array([1, 2, 3, 4]), {
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'content-disposition': `attachment; filename*=UTF-8''%E8%B4%A6%E5%8D%95.xlsx`,
            },
          }),
      ),
    );
    const { download, saved } = createStack();
    const result = await download(exportBill, 'bill.xlsx', { params: { id: 7 } });
    expect(result.filename).toBe('账单.xlsx');
    expect(result.blob.size).toBe(4);
    expect(saved).toEqual([{ name: '账单.xlsx', size: 4 }]);
  });

  it('uses the fallback name when the server gives none', async () => {
    server.use(
      mock.get(
        api('/v1/bills/:id/file'),
        () => new HttpResponse('a,b\n', { headers: { 'content-type': 'text/csv' } }),
      ),
    );
    const { download, saved } = createStack();
    await download(exportBill, 'bill.csv', { params: { id: 7 } });
    expect(saved.map((s) => s.name)).toEqual(['bill.csv']);
  });

  it('rejects with the server message when the file answer is an error envelope', async () => {
    server.use(
      mock.get(api('/v1/bills/:id/file'), () =>
        HttpResponse.json(envelope(null, '404001', 'The requested item was not found.'), {
          status: 404,
        }),
      ),
    );
    const { download, saved, toasts } = createStack();
    await expect(download(exportBill, 'bill.csv', { params: { id: 7 } })).rejects.toMatchObject({
      code: '404001',
      message: 'The requested item was not found.',
    });
    expect(saved).toEqual([]);
    expect(toasts).toEqual(['The requested item was not found.']);
  });

  it("asks for the file in the browser's time zone, which its times are written in", async () => {
    const zoneBefore = process.env.TZ;
    process.env.TZ = 'Asia/Shanghai';
    const zones: (string | null)[] = [];
    server.use(
      mock.get(api('/v1/bills/:id/file'), ({ request }) => {
        zones.push(request.headers.get(TIME_ZONE_HEADER));
        return new HttpResponse('a,b\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    try {
      await createStack().download(exportBill, 'bill.csv', { params: { id: 7 } });
    } finally {
      if (zoneBefore === undefined) delete process.env.TZ;
      else process.env.TZ = zoneBefore;
    }
    expect(zones).toEqual(['Asia/Shanghai']);
  });
});
