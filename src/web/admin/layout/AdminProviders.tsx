import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmProvider } from '../components/ConfirmDialog';
import { Toaster } from '../components/Toaster';
import { onSessionExpired } from '../lib/api';
import { createQueryClient } from '../lib/query';

/** What every signed-in screen needs: the query cache, the confirm dialog, the toasts, the 401 redirect. */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const navigate = useNavigate();
  useEffect(() => onSessionExpired(() => navigate('/login', { replace: true })), [navigate]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        {children}
        <Toaster />
      </ConfirmProvider>
    </QueryClientProvider>
  );
}
