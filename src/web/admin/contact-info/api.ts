import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactInfoInput } from '../../../shared/schemas/admin-inputs';
import type { ContactInfo } from '../../../shared/schemas/content';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query';

/** The contact details, or null when the server answers 404 (none yet: the form creates, SPEC 4). */
export const useContactInfo = () => useQuery({ queryKey: queryKeys.contactInfo, queryFn: api.contactInfo });

/**
 * POST (expects 201) when there is no record, else PUT to the record (expects 200), as SPEC 7 has it, from
 * `version`: refused when a colleague saved it since.
 */
export function useSaveContactInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
      version,
    }: {
      id: string | null;
      input: ContactInfoInput;
      version?: number | undefined;
    }) => (id ? api.updateContactInfo(id, input, version) : api.createContactInfo(input)),
    onSuccess: (saved: ContactInfo) => {
      queryClient.setQueryData(queryKeys.contactInfo, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.contactInfo });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
