import { useCallback, useEffect, useRef, useState } from 'react';

/** A request's state; `data` keeps the last answer (possibly of another key) while the next one loads. */
export interface BuilderResource<T> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: T | undefined;
  /** The key `data` answers. */
  dataKey: string | null;
  retry: () => void;
}

/**
 * Loads `load()` whenever `key` changes (nothing while it is null), aborting the previous request. The last answer
 * stays available while a new key loads, so a step does not flash empty when one choice changes.
 */
export function useBuilderResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): BuilderResource<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [answer, setAnswer] = useState<{ key: string; data: T } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const request = key === null ? null : `${key}#${attempt}`;

  useEffect(() => {
    if (key === null || request === null) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => setAnswer({ key, data }),
      () => {
        if (!controller.signal.aborted) setFailed(request);
      },
    );
    return () => controller.abort();
  }, [key, request]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  let status: BuilderResource<T>['status'] = 'pending';
  if (key === null) status = 'idle';
  else if (answer?.key === key) status = 'success';
  else if (failed === request) status = 'error';
  return { status, data: answer?.data, dataKey: answer?.key ?? null, retry };
}
