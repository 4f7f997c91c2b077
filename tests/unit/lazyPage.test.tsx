import { act, Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../../src/errors/lazyPage';
import { render } from './support/render';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

/** A parent that re-renders on demand, as a login page does when its messages arrive. */
function Parent({ Page }: { Page: ReturnType<typeof lazyPage> }) {
  const [, setRenders] = useState(0);
  return (
    <>
      <button type="button" id="rerender" onClick={() => setRenders((n) => n + 1)} />
      <Suspense fallback={<span>loading</span>}>
        <Page />
      </Suspense>
    </>
  );
}

describe('a page loaded on first render', () => {
  it('keeps what it holds when its parent renders again after the load', async () => {
    const Page = lazyPage(async () => ({ default: Counter }));
    const view = await render(<Parent Page={Page} />);
    await act(() => Page.preload());
    const counter = () => view.container.querySelector<HTMLButtonElement>('button:not(#rerender)')!;
    await act(async () => counter().click());
    await act(async () => counter().click());
    expect(counter().textContent).toBe('2');

    await act(async () => view.container.querySelector<HTMLButtonElement>('#rerender')!.click());
    expect(counter().textContent).toBe('2');
    view.unmount();
  });

  it('renders at once, without its fallback, once it was preloaded', async () => {
    const Page = lazyPage(async () => ({ default: Counter }));
    await Page.preload();
    const view = await render(<Parent Page={Page} />);
    expect(view.container.textContent).not.toContain('loading');
    expect(view.container.querySelector('button:not(#rerender)')?.textContent).toBe('0');
    view.unmount();
  });
});
