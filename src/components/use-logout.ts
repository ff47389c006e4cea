import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usersApiAs } from '@/lib/queries/users';
import { clearSession } from '@/lib/session';
import { readAccessToken } from '@/lib/storage';

/**
 * Ends the session on the server, as the holder of the token just cleared. Best effort: offline
 * or answered 5xx, the token is left to expire on its own; the person is signed out here anyway.
 * `keepalive` lets the call finish when the tab closes right after.
 */
const revokeOnServer = (token: string): void => {
  usersApiAs(token)
    .logout.mutate({ fetchOptions: { keepalive: true } })
    .catch(() => undefined);
};

/**
 * Logs out: the server is asked to end the session, and, without waiting for its answer (a
 * server out of reach must never leave anyone signed in here), stored data and cached server
 * state go (so the guest guard lets the login page through and no screen shows the last user's
 * data), then /login.
 */
export const useLogout = (): (() => void) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const token = readAccessToken();
    if (token) revokeOnServer(token);
    clearSession();
    queryClient.clear();
    void navigate({ to: '/login', replace: true });
  }, [queryClient, navigate]);
};
