/**
 * A settings form's state: the saved settings from `path`, a draft that starts from them once they have
 * loaded, and the save (PUT to the same path), whose answer becomes the saved settings.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api/client.js';

export function useSavedSettings<T>(path: string, key: string) {
  const client = useQueryClient();
  const saved = useQuery({ queryKey: [key], queryFn: () => api<T>('GET', path) });
  const [draft, setDraft] = useState<T | undefined>();
  useEffect(() => {
    if (saved.data && draft === undefined) setDraft(saved.data);
  }, [saved.data, draft]);
  const save = useMutation({
    mutationFn: (body: T) => api<T>('PUT', path, body),
    onSuccess: (answer) => client.setQueryData([key], answer),
  });
  // Saved: the last save succeeded and the draft has not changed since.
  const isSaved = save.isSuccess && JSON.stringify(save.data) === JSON.stringify(draft);
  return { draft, setDraft, save, isSaved, error: saved.error ?? save.error };
}
