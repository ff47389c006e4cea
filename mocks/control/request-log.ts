import { DEMO_REQUEST_LOG_SIZE, type RequestLogEntry } from '@contract/demo/demo-control.schema';

/** The most recent answered requests, newest first, for the scenario panel. */
export interface RequestLog {
  record(entry: Omit<RequestLogEntry, 'sequence'>): void;
  entries(): RequestLogEntry[];
  subscribe(listener: () => void): () => void;
}

export const createRequestLog = (size = DEMO_REQUEST_LOG_SIZE): RequestLog => {
  let entries: RequestLogEntry[] = [];
  let sequence = 0;
  const listeners = new Set<() => void>();
  return {
    record: (entry) => {
      sequence += 1;
      entries = [{ ...entry, sequence }, ...entries].slice(0, size);
      for (const listener of listeners) listener();
    },
    entries: () => entries,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
