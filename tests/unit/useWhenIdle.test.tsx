import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle } from '../../src/ui/useWhenIdle';
import { sleep } from './support/api';
import { render } from './support/render';

function Picture() {
  return <span>{useWhenIdle() ? 'picture' : 'icon'}</span>;
}

afterEach(() => vi.unstubAllGlobals());

describe('what waits for an idle browser (the app bar’s avatar)', () => {
  it('shows once the browser says it is idle, not before', async () => {
    let idle: () => void = () => undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const view = await render(<Picture />);
    await act(() => sleep(20));
    expect(view.container.textContent).toBe('icon');
    await act(async () => idle());
    expect(view.container.textContent).toBe('picture');
    view.unmount();
  });

  it('shows on the next task where the browser has no idle callback (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const view = await render(<Picture />);
    await act(() => sleep(20));
    expect(view.container.textContent).toBe('picture');
    view.unmount();
  });
});
