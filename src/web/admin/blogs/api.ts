import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogListParams } from '../../../shared/schemas/blog';
import type { ListPage } from '../../api/client';
import type { UploadOptions } from '../../api/upload';
import type { DeleteTarget } from '../components/useConfirmedDelete';
import { api } from '../lib/api';
import { queryKeys, reloadOnConflict } from '../lib/query';

/**
 * One page of the posts, drafts included, filtered and searched by the server (GET blog/admin/all, issue 29; SPEC 7
 * treats a non-array as empty). The page shown stays while the next one loads.
 */
export const useBlogPage = (params: AdminBlogListParams) =>
  useQuery({
    queryKey: [...queryKeys.blogPages, params],
    queryFn: () => api.blogs(params),
    placeholderData: keepPreviousData,
  });

/** One post with its content, for the edit form (the list carries no content). */
export const useBlog = (id: string) =>
  useQuery({ queryKey: queryKeys.blog(id), queryFn: () => api.blog(id), staleTime: 0 });

/**
 * Creates (no id) or updates a post; the list, the post and the dashboard's count change with it. An update names
 * the version the form was opened on: when someone saved the post since, it is refused and nothing is overwritten.
 */
export function useSaveBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      form,
      opts,
      version,
    }: {
      id: string | null;
      form: FormData;
      opts?: UploadOptions;
      version?: number;
    }) => (id ? api.updateBlog(id, form, opts, version) : api.createBlog(form, opts)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.blogs }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]),
  });
}

/** Deletes a post from the version the list showed; refused (a colleague saved it since), the list reloads. */
export function useDeleteBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: DeleteTarget) => api.deleteBlog(id, version),
    onError: reloadOnConflict(client, queryKeys.blogs),
    onSuccess: (_answer, { id }) => {
      // SPEC 4: the item leaves the list at once; the reload then confirms it.
      client.setQueriesData<ListPage<{ _id: string }>>({ queryKey: queryKeys.blogPages }, (list) =>
        list ? { ...list, items: list.items.filter((post) => post._id !== id) } : list,
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.blogs }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]);
    },
  });
}

/** Uploads an image for the post's text (the editor's image button). */
export const uploadContentImage = (file: File, opts?: UploadOptions) => {
  const form = new FormData();
  form.append('image', file);
  return api.uploadContentImage(form, opts);
};
