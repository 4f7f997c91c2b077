import { act, useEffect } from 'react';
import { NotificationContextProvider, useNotify } from 'react-admin';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CrashBoundary } from '../../src/errors/CrashBoundary';
import { RouteErrorScreen } from '../../src/errors/RouteErrorScreen';
import { ChunkLoadError } from '../../src/errors/chunkLoad';
import { toastBus } from '../../src/dataProvider/toasts';
import { SingleToast } from '../../src/layout/SingleToast';
import en from '../../messages/en_US';
import { render } from './support/render';

const lookup = (key: string): string =>
  String(
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) ??
      key,
  );

function Burst({ messages, acrossScreens }: { messages: string[]; acrossScreens?: boolean }) {
  const notify = useNotify();
  useEffect(
    () =>
      messages.forEach((message) =>
        notify(message, { type: 'error', messageArgs: { _: message, acrossScreens } }),
      ),
    [messages, notify, acrossScreens],
  );
  return null;
}

describe('toasts', () => {
  it('show one at a time: the same message from calls failing together shows once', async () => {
    const view = await render(
      <MemoryRouter>
        <NotificationContextProvider>
          <Burst
            messages={[
              'Your sign-in has expired.',
              'Your sign-in has expired.',
              'Your sign-in has expired.',
            ]}
          />
          <SingleToast />
        </NotificationContextProvider>
      </MemoryRouter>,
    );
    const alerts = view.container.querySelectorAll('[role="alert"]');
    expect(alerts).toHaveLength(1);
    expect(alerts[0].textContent).toContain('Your sign-in has expired.');
    // once dismissed, the duplicates do not follow one after another
    await act(async () =>
      view.container.querySelector<HTMLButtonElement>('[role="alert"] button')?.click(),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(view.container.querySelectorAll('[role="alert"]')).toHaveLength(0);
    view.unmount();
  });

  it('a newer message replaces the one on screen', async () => {
    const view = await render(
      <MemoryRouter>
        <NotificationContextProvider>
          <Burst messages={['first', 'second']} />
          <SingleToast />
        </NotificationContextProvider>
      </MemoryRouter>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const alerts = view.container.querySelectorAll('[role="alert"]');
    expect(alerts).toHaveLength(1);
    expect(alerts[0].textContent).toContain('second');
    view.unmount();
  });

  it('an error goes once a later write succeeds; a forced sign-out reason stays across screens', async () => {
    const view = await render(
      <MemoryRouter>
        <NotificationContextProvider>
          <Burst messages={['The role name is taken.']} />
          <SingleToast />
        </NotificationContextProvider>
      </MemoryRouter>,
    );
    expect(view.container.querySelectorAll('[role="alert"]')).toHaveLength(1);
    await act(async () => toastBus.settle());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(view.container.querySelectorAll('[role="alert"]')).toHaveLength(0);
    view.unmount();
  });

  it('an error goes when the screen changes, unless it explains a forced sign-out', async () => {
    let go: (path: string) => void = () => undefined;
    function Navigator() {
      const navigate = useNavigate();
      go = navigate;
      return null;
    }
    for (const acrossScreens of [false, true]) {
      const view = await render(
        <MemoryRouter initialEntries={['/home']}>
          <NotificationContextProvider>
            <Navigator />
            <Burst messages={['Your sign-in has expired.']} acrossScreens={acrossScreens} />
            <SingleToast />
          </NotificationContextProvider>
        </MemoryRouter>,
      );
      expect(view.container.querySelectorAll('[role="alert"]')).toHaveLength(1);
      await act(async () => go('/login'));
      await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
      expect(view.container.querySelectorAll('[role="alert"]')).toHaveLength(acrossScreens ? 1 : 0);
      view.unmount();
    }
  });
});

function Boom(): never {
  throw new Error('kaboom');
}

describe('error screens', () => {
  it("the crash page reads 'Whoa, Page is Crashing.' with Go Back", async () => {
    const original = console.error;
    console.error = () => undefined; // React reports the caught error; expected here
    const view = await render(
      <CrashBoundary translate={lookup}>
        <Boom />
      </CrashBoundary>,
    );
    console.error = original;
    expect(view.container.textContent).toContain('Whoa, Page is Crashing.');
    expect(view.container.querySelector('button')?.textContent).toBe('Go Back');
    view.unmount();
  });

  it('the route error screen shows title, description, the message and a back link', async () => {
    const view = await render(
      <MemoryRouter>
        <RouteErrorScreen error={new Error('kaboom')} />
      </MemoryRouter>,
    );
    // outside react-admin, translate returns the keys: the structure is what is checked
    expect(view.container.textContent).toContain('app.errors.route.title');
    expect(view.container.textContent).toContain('app.errors.route.description');
    expect(view.container.textContent).toContain('kaboom');
    expect(view.container.textContent).toContain('app.errors.route.back');
    view.unmount();
  });

  it('a chunk failure also offers a reload', async () => {
    const view = await render(
      <MemoryRouter>
        <RouteErrorScreen error={new ChunkLoadError('error', '/control/assets/X.js')} />
      </MemoryRouter>,
    );
    expect(view.container.textContent).toContain('Loading chunk failed');
    expect(view.container.textContent).toContain('app.errors.chunk.reload');
    view.unmount();
  });

  it("anything thrown that is not an Error gets 'Unexpected Application Error' with status and text", async () => {
    const view = await render(
      <MemoryRouter>
        <RouteErrorScreen error={{ status: 404, statusText: 'Not Found' }} />
      </MemoryRouter>,
    );
    expect(view.container.textContent).toContain('app.errors.unexpected.title');
    expect(view.container.textContent).toContain('404 Not Found');
    view.unmount();
  });
});
