import { describe, expect, it } from 'vitest';
import { inertCell } from '../../server/lib/inertCell';

describe('export cells that cannot run as formulas', () => {
  it('quotes text starting with = + - @ tab or carriage return', () => {
    for (const text of ['=1+1', '+1', '-3+4@example.com', '@SUM(A1)', '\tx', '\rx'])
      expect(inertCell(text)).toBe(`'${text}`);
  });

  it('leaves other text, numbers and empty cells alone', () => {
    for (const cell of ['Paid', 'a=b', '', null, -3, 12.5]) expect(inertCell(cell)).toBe(cell);
  });

  it('keeps a negative amount a number only in a numeric column', () => {
    expect(inertCell('-3.00', true)).toBe('-3.00');
    expect(inertCell('-3.00')).toBe("'-3.00");
    expect(inertCell('-3+4', true)).toBe("'-3+4");
  });
});
