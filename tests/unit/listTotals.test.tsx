import { http as mock, HttpResponse } from 'msw';
import { AdminContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/createDataProvider';
import { createI18nProvider, loadMessages } from '../../src/i18n/i18nProvider';
import { orders } from '../../src/resources/orders';
import OrderList from '../../src/resources/orders/OrderList';
import { RESOURCE_APIS } from '../../src/resources/registry';
import { ListPagination } from '../../src/resources/views/ListPagination';
import { writeToken } from '../../src/storage/token';
import { act } from 'react';
import { api, createStack, envelope, resetBrowser, useMsw } from './support/api';
import { render } from './support/render';

const server = useMsw();
beforeEach(() => {
  resetBrowser('/control/billing/order');
  writeToken('tok');
});

const listContext = (total: number, meta?: object) =>
  ({
    data: [],
    total,
    meta,
    page: 1,
    perPage: 25,
    isPending: false,
    hasNextPage: true,
    hasPreviousPage: false,
    setPage: () => undefined,
    setPerPage: () => undefined,
  }) as unknown as ListControllerResult;

const paginationText = async (language: 'en_US' | 'zh_CN', total: number, meta?: object) => {
  await loadMessages(language);
  const view = await render(
    <AdminContext i18nProvider={createI18nProvider(language)}>
      <ListContextProvider value={listContext(total, meta)}>
        <ListPagination />
      </ListContextProvider>
    </AdminContext>,
  );
  const text = view.container.textContent ?? '';
  view.unmount();
  return text;
};

describe('capped list totals', () => {
  it('reach react-admin as meta.totalCapped, and exact totals carry no meta', async () => {
    const provider = createDataProvider(createStack().call, RESOURCE_APIS);
    const answer = (data: object) =>
      server.use(mock.get(api('/v1/orders'), () => HttpResponse.json(envelope(data))));
    const params = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' as const },
      filter: {},
    };

    answer({ list: [], total: 10_000, totalCapped: true });
    expect(await provider.getList('billing/order', params)).toEqual({
      data: [],
      total: 10_000,
      meta: { totalCapped: true },
    });
    answer({ list: [], total: 42, totalCapped: false });
    expect(await provider.getList('billing/order', params)).toEqual({ data: [], total: 42 });
  });

  it('read "10,000+" in the pagination, in both languages; exact totals with separators', async () => {
    expect(await paginationText('en_US', 10_000, { totalCapped: true })).toContain(
      '1-25 of 10,000+',
    );
    expect(await paginationText('zh_CN', 10_000, { totalCapped: true })).toContain('共 10,000+ 条');
    const exact = await paginationText('en_US', 10_000);
    // counted as the totals line above the list counts: "Total of 10,000 lines"
    expect(exact).toContain('1-25 of 10,000');
    expect(exact).not.toContain('+');
    expect(await paginationText('zh_CN', 1_215)).toContain('1,215');
  });

  it('read "10,000+" on the orders screen itself', async () => {
    server.use(
      mock.get(api('/v1/orders'), () =>
        HttpResponse.json(envelope({ list: [], total: 10_000, totalCapped: true })),
      ),
    );
    await loadMessages('en_US');
    const view = await render(
      <AdminContext
        dataProvider={createDataProvider(createStack().call, RESOURCE_APIS)}
        i18nProvider={createI18nProvider('en_US')}
      >
        <OrderList def={orders} />
      </AdminContext>,
    );
    for (let tries = 0; tries < 50 && !view.container.textContent?.includes('10,000+'); tries++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(view.container.textContent).toContain('1-25 of 10,000+');
    view.unmount();
  });
});
