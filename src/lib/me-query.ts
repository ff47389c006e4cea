/** The signed-in user's account info, shared by the guards, the shell and the screens. */
export const meQueryKey = ['users', 'me'] as const;
