import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { clearSession } from '@/lib/session';

/**
 * Logs out: stored data and cached server state go first (so the guest guard lets
 * the login page through and no screen shows the last user's data), then /login.
 */
export const useLogout = (): (() => void) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    void navigate({ to: '/login', replace: true });
  }, [queryClient, navigate]);
};
