import { useCallback, useEffect, useRef } from "react";
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { useAdminSession } from "../session";
import { ADMIN_KEY } from "./admin-queries";

// One admin GET as a view needs it (docs/decisions/0038): the data, the error, whether a call is
// in flight, and a way to ask again, from the shared cache. A refused session ends the session
// instead of showing an error here.

export interface AdminQuery<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export function useAdminQuery<T, Key extends QueryKey>(
  options: UseQueryOptions<T, Error, T, Key>,
  settings: { onFailure?: (error: unknown) => void } = {},
): AdminQuery<T> {
  const { endSessionIfRefused } = useAdminSession();
  const query = useQuery(options);
  const onFailure = useRef(settings.onFailure ?? endSessionIfRefused);
  onFailure.current = settings.onFailure ?? endSessionIfRefused;

  // Once per failed answer, not at every render that shows it.
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) onFailure.current(error);
  }, [error, errorUpdatedAt]);

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data: query.data, error: error ?? undefined, loading: query.isFetching, reload };
}

/** After a change: every admin answer is stale, and those on screen read again. */
export function useAdminChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: ADMIN_KEY }), [client]);
}
