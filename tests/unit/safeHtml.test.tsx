import { describe, expect, it } from 'vitest';
import { SafeHtml } from '../../src/ui/SafeHtml';
import { RESOURCES } from '../../src/resources/registry';
import { entriesOf } from '../../src/resources/roles/groups';
import { render } from './support/render';

describe('notice rich text in the browser', () => {
  it('keeps formatting and links, drops scripts, handlers, styles and javascript: links', async () => {
    const { container, unmount } = await render(
      <SafeHtml
        html={
          '<p onclick="steal()">Hi <strong>all</strong><script>alert(1)</script></p>' +
          '<img src="x" onerror="alert(1)"><style>body{display:none}</style>' +
          '<a href="javascript:alert(1)">bad</a>' +
          '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">ok</a>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(container.querySelector('strong')?.textContent).toBe('all');
    expect(html).not.toMatch(/script|onclick|onerror|<img|<style|javascript:/);
    const ok = container.querySelector('a[href="https://example.com/x"]');
    expect(ok?.getAttribute('target')).toBe('_blank');
    unmount();
  });
});

describe('what a permission group opens', () => {
  it('names the menu entries the server grants with each group', () => {
    const declared = (group: string) =>
      RESOURCES.flatMap((def) => (def.permission === group && def.menu ? [def.menu.key] : []));
    const sorted = (keys: string[]) => [...keys].sort();
    expect(sorted(entriesOf('bill'))).toEqual(sorted(['topUp', 'usage', ...declared('bill')]));
    expect(entriesOf('order')).toEqual(declared('order'));
    expect(entriesOf('apiKey')).toEqual(declared('apiKey'));
    expect(sorted(entriesOf('account'))).toEqual(sorted(['users', ...declared('account')]));
    // the spec's entries, declared by their resources, and the wallet's ledger after top-up
    expect(entriesOf('bill')).toEqual(['topUp', 'ledger', 'bill', 'usage']);
    expect(entriesOf('apiKey').slice(0, 2)).toEqual(['apiKey', 'callback']);
  });
});
