import { describe, expect, it } from 'vitest';
import { sharedZh } from '../../messages/messages.zh_CN';
import zh from '../../messages/zh_CN';
import { resourceMessages } from '../../src/resources/messages';

/** Every leaf of a message tree, with its dotted key. */
function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

const CHINESE = /[\u4e00-\u9fff]/;

describe('Chinese messages', () => {
  it('use full-width parentheses in Chinese text', () => {
    const halfWidth = [...leaves(zh), ...leaves(resourceMessages('zh_CN')), ...leaves(sharedZh)]
      .filter(([, text]) => CHINESE.test(text) && /[()]/.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(halfWidth).toEqual([]);
  });
});
