import { act } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeCountdownButton } from '../../src/custom-pages/accounts/shared/CodeCountdownButton';
import { createI18nProvider, loadMessages } from '../../src/i18n/i18nProvider';
import { render } from './support/render';

afterEach(() => vi.useRealTimers());

describe('the send-code countdown', () => {
  it('counts the cooldown down by the elapsed time, also when the clock is set back', async () => {
    await loadMessages('en_US');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date', 'performance'] });
    const view = await render(
      <AdminContext i18nProvider={createI18nProvider('en_US')}>
        <CodeCountdownButton send={async () => ({ cooldownSeconds: 60 })} />
      </AdminContext>,
    );
    const button = view.container.querySelector('button')!;
    expect(button.textContent).toBe('Send code');
    await act(async () => button.click());
    expect(button.textContent).toBe('Resend in 60 s');
    expect(button.disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(button.textContent).toBe('Resend in 59 s');

    // a time sync sets the wall clock back 40 s: the wait does not grow
    vi.setSystemTime(Date.now() - 40_000);
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(button.textContent).toBe('Resend in 58 s');

    await act(async () => vi.advanceTimersByTime(58_000));
    expect(button.textContent).toBe('Send code');
    expect(button.disabled).toBe(false);
    view.unmount();
  });
});
