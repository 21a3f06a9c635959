import { useCallback, useEffect, useRef, useState } from "react";
import { useAdminSession } from "../session";

// Loading state for one admin GET: the data, the error, whether a call is in flight, and a
// way to ask again. A newer call supersedes an older one (its answer is dropped), and a
// refused session ends the session instead of showing an error here.

export interface AdminQuery<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export function useAdminQuery<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  options: { onFailure?: (error: unknown) => void } = {},
): AdminQuery<T> {
  const { endSessionIfRefused } = useAdminSession();
  const onFailure = options.onFailure ?? endSessionIfRefused;
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  // The loader changes identity on every render; the key says when the request changed.
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    loadRef.current(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setData(result);
        setError(undefined);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure);
        setLoading(false);
        onFailure(failure);
      },
    );
    return () => controller.abort();
  }, [key, attempt, onFailure]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { data, error, loading, reload };
}
