import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_SORTABLE } from '../../contract/orders';
import { createDataProvider } from '../../src/dataProvider/createDataProvider';
import { toListQuery } from '../../src/dataProvider/listParams';
import { RESOURCE_APIS } from '../../src/resources/registry';
import { orders } from '../../src/resources/orders';
import { writeToken } from '../../src/storage/token';
import { api, createStack, envelope, resetBrowser, useMsw } from './support/api';

const server = useMsw();
beforeEach(() => {
  resetBrowser('/control/billing/order');
  writeToken('tok');
});

const order = (id: string) => ({ id, orderNo: `NO-${id}`, status: 'paid', amount: '10.00' });

describe('toListQuery', () => {
  it('maps react-admin paging, sorting and filters to the contract query', () => {
    const query = toListQuery(
      {
        pagination: { page: 3, perPage: 50 },
        sort: { field: 'amount', order: 'ASC' },
        filter: {
          status: 'paid',
          orderNo: '  NO-1 ',
          productKey: '',
          auditStatus: null,
          createdFrom: '2024-05-01T00:00:00.000+08:00',
        },
      },
      ORDER_SORTABLE,
    );
    expect(query).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'amount',
      order: 'asc',
      status: 'paid',
      orderNo: 'NO-1',
      createdFrom: '2024-05-01T00:00:00.000+08:00',
    });
  });

  it('leaves out a sort field the call cannot sort by', () => {
    const query = toListQuery(
      { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' }, filter: {} },
      ORDER_SORTABLE,
    );
    expect(query).toEqual({ page: 1, pageSize: 25 });
  });
});

describe('the resource definitions', () => {
  it('read sorting and paging defaults from the contract', () => {
    expect(orders.sortable).toEqual([...ORDER_SORTABLE]);
    expect(orders.defaultSort).toEqual({ field: 'createdAt', order: 'DESC' });
    expect(orders.perPage).toBe(25);
  });

  it('declare every field of a resource once, with unique sources', () => {
    const sources = orders.fields.map((field) => field.source);
    expect(new Set(sources).size).toBe(sources.length);
  });
});

describe('the data provider', () => {
  const dataProvider = () => createDataProvider(createStack().call, RESOURCE_APIS);

  it('getList sends the list query to the contract path and returns {data, total}', async () => {
    let url: URL | undefined;
    server.use(
      mock.get(api('/v1/orders'), ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json(envelope({ list: [order('1'), order('2')], total: 42 }));
      }),
    );
    const result = await dataProvider().getList('billing/order', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'paid' },
    });
    expect(result).toEqual({ data: [order('1'), order('2')], total: 42 });
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      page: '2',
      pageSize: '25',
      sort: 'createdAt',
      order: 'desc',
      status: 'paid',
    });
  });

  it('getOne and getMany fill the :id of the contract path', async () => {
    const asked: string[] = [];
    server.use(
      mock.get(api('/v1/orders/:id'), ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(envelope(order(String(params.id))));
      }),
    );
    const provider = dataProvider();
    expect(await provider.getOne('billing/order', { id: 'a/b' })).toEqual({ data: order('a/b') });
    expect(
      (await provider.getMany('billing/order', { ids: ['x', 'y'] })).data.map((o) => o.id),
    ).toEqual(['x', 'y']);
    expect(asked).toEqual(['a/b', 'x', 'y']);
  });

  it('refuses what a resource does not declare, and unknown resources', async () => {
    const provider = dataProvider();
    await expect(provider.delete('billing/order', { id: '1' })).rejects.toThrow(/no remove call/);
    await expect(
      provider.getList('nope', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'x', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow(/no list call/);
  });

  it('passes API errors on to react-admin with status and code', async () => {
    server.use(
      mock.get(api('/v1/orders'), () =>
        HttpResponse.json(envelope(null, '403001', 'You do not have access to this.'), {
          status: 403,
        }),
      ),
    );
    await expect(
      dataProvider().getList('billing/order', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
      }),
    ).rejects.toMatchObject({
      status: 403,
      code: '403001',
      message: 'You do not have access to this.',
    });
  });
});
