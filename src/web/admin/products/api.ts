import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../../shared/schemas/content';
import type { DeleteTarget } from '../components/useConfirmedDelete';
import { api } from '../lib/api';
import { queryKeys, reloadOnConflict } from '../lib/query';

/** Every product, as the public list has them. */
export const useProducts = () => useQuery({ queryKey: queryKeys.products, queryFn: api.products });

export interface SaveProduct {
  id: string | null;
  form: FormData;
  onProgress: (percent: number) => void;
  /** The version the form was opened on: a save over a colleague's since is refused (409). */
  version?: number | undefined;
}

/** Creates (no id) or changes a product; the list and the dashboard count reload after. */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form, onProgress, version }: SaveProduct) =>
      id ? api.updateProduct(id, form, { onProgress }, version) : api.createProduct(form, { onProgress }),
    onError: reloadOnConflict(client, queryKeys.products),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.products }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]),
  });
}

/** Deletes a product and drops it from the shown list at once (SPEC 4), then reloads (refused too). */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: DeleteTarget) => api.deleteProduct(id, version),
    onError: reloadOnConflict(client, queryKeys.products),
    onSuccess: (_answer, { id }) => {
      client.setQueryData<Product[]>(queryKeys.products, (list) => list?.filter((p) => p._id !== id));
      void client.invalidateQueries({ queryKey: queryKeys.products });
      void client.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
