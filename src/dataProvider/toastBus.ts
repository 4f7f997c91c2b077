/**
 * Hands error messages from the HTTP client (plain code, outside React) to the toast
 * component inside react-admin. A message sent before anything listens is kept and
 * delivered to the first listener, so an early failure is not lost.
 */
export interface ToastBus {
  emit(message: string): void;
  subscribe(listener: (message: string) => void): () => void;
}

export function createToastBus(): ToastBus {
  const listeners = new Set<(message: string) => void>();
  let pending: string | null = null;
  return {
    emit(message) {
      if (listeners.size === 0) pending = message;
      listeners.forEach((listener) => listener(message));
    },
    subscribe(listener) {
      listeners.add(listener);
      if (pending !== null) {
        listener(pending);
        pending = null;
      }
      return () => listeners.delete(listener);
    },
  };
}
