import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacyPolicyInput, RefundPolicyInput, TermsInput } from '../../../shared/schemas/admin-inputs';
import type { DocumentSave } from '../components/useDocumentForm';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query';

/*
 * One hook per call. Each legal page is one document; the API lists terms and refund as arrays of 0 or 1
 * (SPEC 6: "first used"), so the hooks answer that one document, or null when none is written yet.
 * A save names the version the form was made from (refused when a colleague saved since), puts the server's
 * answer straight into the cache (new sections come back with their ids) and marks the query stale. The dashboard counts no documents, so it is left alone.
 */

export const useTerms = () =>
  useQuery({ queryKey: queryKeys.terms, queryFn: async () => (await api.terms())[0] ?? null });

export const useRefund = () =>
  useQuery({ queryKey: queryKeys.refund, queryFn: async () => (await api.refund())[0] ?? null });

/** The privacy policy; the API answers an empty one (no id) when none is written yet. */
export const usePrivacyPolicy = () =>
  useQuery({
    queryKey: queryKeys.privacyPolicy,
    queryFn: async () => {
      const policy = await api.privacyPolicy();
      return policy._id ? policy : null;
    },
  });

export function useSaveTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, version }: DocumentSave<TermsInput>) => api.saveTerms(input, version),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.terms, saved);
      return client.invalidateQueries({ queryKey: queryKeys.terms, refetchType: 'none' });
    },
  });
}

export function useSaveRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, version }: DocumentSave<RefundPolicyInput>) => api.saveRefund(input, version),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.refund, saved);
      return client.invalidateQueries({ queryKey: queryKeys.refund, refetchType: 'none' });
    },
  });
}

export function useSavePrivacyPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, version }: DocumentSave<PrivacyPolicyInput>) => api.savePrivacyPolicy(input, version),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.privacyPolicy, saved);
      return client.invalidateQueries({ queryKey: queryKeys.privacyPolicy, refetchType: 'none' });
    },
  });
}
