import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyValuesInput } from '../../../shared/schemas/admin-inputs';
import type { DocumentSave } from '../components/useDocumentForm';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query';

/** The company values; null when none are written yet (the API then answers an empty headline and no sections). */
export const useCompanyValues = () =>
  useQuery({
    queryKey: queryKeys.companyValues,
    queryFn: async () => {
      const values = await api.companyValues();
      return values.headline || values.sections.length > 0 ? values : null;
    },
  });

/**
 * Saves the whole document from `version` (refused when a colleague saved since); the answer (new values with their
 * ids) goes straight into the cache.
 */
export function useSaveCompanyValues() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, version }: DocumentSave<CompanyValuesInput>) => api.saveCompanyValues(input, version),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.companyValues, saved);
      // The dashboard counts no documents, so only this query goes stale.
      return client.invalidateQueries({ queryKey: queryKeys.companyValues, refetchType: 'none' });
    },
  });
}
