export interface ToastOptions {
  /** Stays when the screen changes: the forced sign-out's reason, shown on the login page. */
  acrossScreens?: boolean;
}

/**
 * Hands error messages from the HTTP client (plain code, outside React) to the toast
 * component inside react-admin. A message sent before anything listens is kept and
 * delivered to the first listener, so an early failure is not lost. `settle` says a
 * write has since succeeded, so an error toast about an earlier attempt is stale.
 */
export interface ToastBus {
  emit(message: string, options?: ToastOptions): void;
  settle(): void;
  subscribe(listener: (message: string, options: ToastOptions) => void): () => void;
  onSettle(listener: () => void): () => void;
}

export function createToastBus(): ToastBus {
  const listeners = new Set<(message: string, options: ToastOptions) => void>();
  const settleListeners = new Set<() => void>();
  let pending: [string, ToastOptions] | null = null;
  return {
    emit(message, options = {}) {
      if (listeners.size === 0) pending = [message, options];
      listeners.forEach((listener) => listener(message, options));
    },
    settle() {
      settleListeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      if (pending !== null) {
        listener(...pending);
        pending = null;
      }
      return () => listeners.delete(listener);
    },
    onSettle(listener) {
      settleListeners.add(listener);
      return () => settleListeners.delete(listener);
    },
  };
}
