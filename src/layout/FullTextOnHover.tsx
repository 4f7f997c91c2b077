import { useEffect } from 'react';

/**
 * A table cell whose text ends in "…" (it keeps to one line, theme.ts) shows its whole text
 * as the pointer rests on it: the browser's own tooltip, set as the pointer arrives.
 */
export function FullTextOnHover() {
  useEffect(() => {
    const onPointerOver = (event: PointerEvent) => {
      const cell = (event.target as Element | null)?.closest?.('td');
      if (!(cell instanceof HTMLElement)) return;
      if (cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent?.trim() ?? '';
      else cell.removeAttribute('title');
    };
    document.addEventListener('pointerover', onPointerOver);
    return () => document.removeEventListener('pointerover', onPointerOver);
  }, []);
  return null;
}
