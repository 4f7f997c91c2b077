import { describe, expect, it } from 'vitest';
import { SafeHtml } from '../../src/ui/SafeHtml';
import { RESOURCES } from '../../src/resources/registry';
import { entriesOf } from '../../src/resources/roles/groups';
import { resourceMessages } from '../../src/resources/messages';
import { menuTree } from '../../contract/menus';
import { consoleEn } from '../../messages/console.en_US';
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
    // the spec's entries keep their order among any resource that joins their group
    const known = (keys: string[], fixed: string[]) => keys.filter((key) => fixed.includes(key));
    const billEntries = ['topUp', 'ledger', 'bill', 'usage'];
    expect(known(entriesOf('bill'), billEntries)).toEqual(billEntries);
    expect(known(entriesOf('apiKey'), ['apiKey', 'callback'])).toEqual(['apiKey', 'callback']);
  });

  it('labels every entry of the financial menu, in the order it shows', () => {
    const labels: Record<string, string> = {
      ...consoleEn.menu,
      ...resourceMessages('en_US').menu,
    };
    const financial = menuTree(RESOURCES).sidebar.find((node) => node.key === 'financial');
    const shown = (financial?.children ?? []).map((child) => labels[child.key]);
    expect(shown).not.toContain(undefined);
    const known = ['Top-up', 'Wallet activity', 'Order details', 'Bill', 'Usage'];
    expect(shown.filter((label) => known.includes(label))).toEqual(known);
  });
});
