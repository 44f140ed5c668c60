import { useSyncExternalStore } from 'react';

/** One export on its way: what it exports, bytes received, and how to stop it. */
interface RunningExport {
  id: number;
  name: string;
  /** Records the list said match, when it knew (a capped count is left out). */
  records?: number;
  receivedBytes: number;
  cancel: () => void;
}

let running: readonly RunningExport[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const set = (next: readonly RunningExport[]) => {
  running = next;
  listeners.forEach((listener) => listener());
};

/** Runs an export in the background, listed in the export panel until it ends; the screen stays usable meanwhile. */
export async function trackExport(
  name: string,
  records: number | undefined,
  work: (onProgress: (bytes: number) => void, signal: AbortSignal) => Promise<void>,
) {
  const controller = new AbortController();
  const id = nextId++;
  set([...running, { id, name, records, receivedBytes: 0, cancel: () => controller.abort() }]);
  try {
    await work(
      (receivedBytes) => set(running.map((entry) => (entry.id === id ? { ...entry, receivedBytes } : entry))),
      controller.signal,
    );
  } finally {
    set(running.filter((entry) => entry.id !== id));
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useRunningExports = () => useSyncExternalStore(subscribe, () => running);
