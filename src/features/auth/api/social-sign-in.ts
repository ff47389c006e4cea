import { usersContract } from '@contract/users/users.contract';

export type SocialProvider = 'facebook' | 'google';

const SOCIAL_AUTH_PATHS: Record<SocialProvider, string> = {
  facebook: usersContract.facebookAuth.path,
  google: usersContract.googleAuth.path,
};

/**
 * Where the browser goes to sign in with a provider; the server sends it back to
 * `redirectPath` (already checked by `safeRedirectPath`) with the token in the URL.
 */
export const socialSignInHref = (provider: SocialProvider, redirectPath: string): string =>
  `${SOCIAL_AUTH_PATHS[provider]}?${new URLSearchParams({ redirect: redirectPath }).toString()}`;

/** A full page load, not a router navigation: the provider's pages are off-site. */
export const startSocialSignIn = (provider: SocialProvider, redirectPath: string): void => {
  window.location.assign(socialSignInHref(provider, redirectPath));
};
