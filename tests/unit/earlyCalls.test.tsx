import { http as mock, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serviceTeam } from '../../contract/catalogue';
import { writeToken } from '../../src/storage/token';
import { EARLY_WINDOW_MS } from '../../src/dataProvider/pageAnswers';
import { callEarly } from '../../src/ui/earlyCalls';
import { useCall } from '../../src/ui/useCall';
import { api, envelope, resetBrowser, sleep, useMsw } from './support/api';
import { render } from './support/render';

const server = useMsw();
const TEAM = {
  name: 'Service team',
  email: 'team@example.com',
  phone: '+8613800000000',
  whatsapp: '+8613800000000',
  hours: 'Mon–Fri',
  docsUrl: '/om/docs/',
};

let asked = 0;
let now = 0;
beforeEach(() => {
  resetBrowser('/control/home');
  writeToken('tok');
  asked = 0;
  // each test starts past the window of the answers an earlier test started ahead
  now += EARLY_WINDOW_MS * 2;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  server.use(
    mock.get(api('/v1/account/service-team'), () => {
      asked += 1;
      return HttpResponse.json(envelope({ ...TEAM, name: `${TEAM.name} ${asked}` }));
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

let reloadTeam: () => void = () => undefined;
function TeamName() {
  const { data, reload } = useCall(serviceTeam);
  reloadTeam = reload;
  return <span>{data?.name ?? 'loading'}</span>;
}

describe('answers started ahead (callEarly)', () => {
  it('render with the first pass once come, and asking again calls the server', async () => {
    callEarly(serviceTeam);
    await act(() => sleep(50));
    const view = await render(<TeamName />);
    expect(view.container.textContent).toBe('Service team 1');
    expect(asked).toBe(1);

    await act(async () => {
      reloadTeam();
      await sleep(50);
    });
    expect(view.container.textContent).toBe('Service team 2');
    expect(asked).toBe(2);
    view.unmount();
  });

  it('serve every screen that asks while they are on their way', async () => {
    callEarly(serviceTeam);
    const view = await render(
      <>
        <TeamName />
        <TeamName />
      </>,
    );
    await act(() => sleep(50));
    expect(view.container.textContent).toBe('Service team 1Service team 1');
    expect(asked).toBe(1);
    view.unmount();
  });

  it('go only to the same sign-in in the same language', async () => {
    callEarly(serviceTeam);
    await act(() => sleep(50));
    writeToken('another');
    const view = await render(<TeamName />);
    await act(() => sleep(50));
    expect(view.container.textContent).toBe('Service team 2');
    expect(asked).toBe(2);
    view.unmount();
  });

  it('are not used once older than their window', async () => {
    callEarly(serviceTeam);
    await act(() => sleep(50));
    now += EARLY_WINDOW_MS;
    const view = await render(<TeamName />);
    await act(() => sleep(50));
    expect(view.container.textContent).toBe('Service team 2');
    expect(asked).toBe(2);
    view.unmount();
  });
});
