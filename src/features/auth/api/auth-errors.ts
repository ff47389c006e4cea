import type { KnownErrorCode } from '@contract/common/error.schema';

/** Whether a failed call's body carries the code (in `code` or `messageCode`, spec section 8). */
export const hasErrorCode = (error: Error | { body: unknown } | null, code: KnownErrorCode): boolean => {
  if (error === null || error instanceof Error) return false;
  const { body } = error;
  if (typeof body !== 'object' || body === null) return false;
  return ('code' in body && body.code === code) || ('messageCode' in body && body.messageCode === code);
};
