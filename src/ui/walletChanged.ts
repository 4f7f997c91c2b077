import { useEffect } from 'react';

const listeners = new Set<() => void>();

/** Says that money moved (a payment landed): what shows a balance asks again. */
export function walletChanged(): void {
  for (const listener of listeners) listener();
}

/** Calls `reload` whenever money moved, for what stays on screen across pages (the banner). */
export function useOnWalletChange(reload: () => void): void {
  useEffect(() => {
    listeners.add(reload);
    return () => {
      listeners.delete(reload);
    };
  }, [reload]);
}
