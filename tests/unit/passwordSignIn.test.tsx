import { act } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Credentials } from '../../src/authProvider/signInWays';
import { PasswordSignIn } from '../../src/custom-pages/login/PasswordSignIn';
import { createI18nProvider, loadMessages } from '../../src/i18n/i18nProvider';
import { render } from './support/render';

const type = (input: HTMLInputElement, value: string) =>
  act(async () => {
    // React tracks the input's value: set it through the prototype, as a person's typing does
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('password sign-in form', () => {
  it('refuses as react-admin forms do: from the first submit on, again at each change', async () => {
    await loadMessages('en_US');
    const sent: Credentials[] = [];
    const view = await render(
      <AdminContext i18nProvider={createI18nProvider('en_US')}>
        <PasswordSignIn signIn={async (credentials) => void sent.push(credentials)} />
      </AdminContext>,
    );
    const account = view.container.querySelector<HTMLInputElement>('input[name="account"]')!;
    const password = view.container.querySelector<HTMLInputElement>('input[name="password"]')!;
    const form = view.container.querySelector('form')!;
    const helper = (name: string) =>
      view.container.querySelector(`#${name}-helper-text`)?.textContent;

    // typing before any submit shows no refusal
    await type(account, 'nope');
    expect(helper('account')).toBe('e.g. name@company.com or +8613800000000');

    await act(async () => form.requestSubmit());
    expect(helper('account')).toBe('The format is incorrect.');
    expect(helper('password')).toBe('Required');
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(account);
    expect(sent).toHaveLength(0);

    await type(account, 'demo@example.com');
    expect(helper('account')).toBe('e.g. name@company.com or +8613800000000');
    await type(password, 'Demo@12345');
    expect(helper('password')).toBe('\u200b');

    await act(async () => form.requestSubmit());
    expect(sent).toEqual([{ account: 'demo@example.com', password: 'Demo@12345' }]);
    view.unmount();
  });
});
