import { initContract } from '@ts-rest/core';

/** The one ts-rest builder every domain contract uses. */
export const c = initContract();

/**
 * Who may call a route. The mock backend's shared wrapper and the contract
 * checker read this instead of keeping their own lists.
 */
export type RouteAccess = 'public' | 'user' | 'partner';

export interface RouteMeta {
  access: RouteAccess;
  /** Uploads go to the configurable upload host instead of the page origin. */
  upload?: 'image' | 'video';
  /** A browser navigation (OAuth start), not an XHR call. */
  browserRedirect?: boolean;
}

export const meta = (value: RouteMeta): RouteMeta => value;
