/**
 * A settings form's state: the saved settings (`saved`, a feature's queryOptions), a draft that starts from
 * them once they have loaded, and the save (`write`), whose answer becomes the saved settings.
 */
import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export function useSavedSettings<T, K extends QueryKey>(
  saved: UseQueryOptions<T, Error, T, K>,
  write: (settings: T) => Promise<T>,
) {
  const client = useQueryClient();
  const settings = useQuery(saved);
  const [draft, setDraft] = useState<T | undefined>();
  useEffect(() => {
    if (settings.data && draft === undefined) setDraft(settings.data);
  }, [settings.data, draft]);
  const save = useMutation({
    mutationFn: write,
    onSuccess: (answer) => client.setQueryData<T>(saved.queryKey, answer),
  });
  // Saved: the last save succeeded and the draft has not changed since.
  const isSaved = save.isSuccess && JSON.stringify(save.data) === JSON.stringify(draft);
  return { draft, setDraft, save, isSaved, error: settings.error ?? save.error };
}
