import { useSyncExternalStore } from 'react';

/** The shared loading flag; nested work keeps it on until all of it ends. */
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function startLoading() {
  pending += 1;
  emit();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    emit();
  };
}

/** Keeps the flag on while the promise runs. */
export async function withLoading<T>(work: Promise<T>): Promise<T> {
  const stop = startLoading();
  try {
    return await work;
  } finally {
    stop();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLoadingFlag = () => useSyncExternalStore(subscribe, () => pending > 0);
