import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// tells React this is a test environment where act() is expected
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders into a fresh container of the jsdom document; `unmount` cleans up. */
export async function render(
  node: ReactNode,
): Promise<{ container: HTMLElement; root: Root; unmount: () => void }> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  return {
    container,
    root,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
