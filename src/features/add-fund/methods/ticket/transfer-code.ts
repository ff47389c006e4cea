/*
 * The transfer code: the reference a seller writes in the transfer's note (content, reference,
 * memo) so the admin can match the money that arrives to the ticket. Letters and digits only,
 * because Vietnamese and US banks strip other characters from a transfer's note.
 *
 * `TK` + six characters of the user id (who sent it) + six random characters (which transfer).
 * The random part leaves out 0, O, 1 and I, which are easily mistyped.
 */

const PREFIX = 'TK';
const USER_PART_LENGTH = 6;
const RANDOM_PART_LENGTH = 6;
/** 32 characters, so one random byte maps to one character without bias (256 = 8 × 32). */
const RANDOM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const TRANSFER_CODE_PATTERN = /^TK[A-Z0-9]{6}[A-HJ-NP-Z2-9]{6}$/;

export const isTransferCode = (code: string): boolean => TRANSFER_CODE_PATTERN.test(code);

/** The user id's last letters and digits, upper case, padded with zeros when the id is short. */
export const userPartOf = (userId: string): string =>
  userId
    .replace(/[^a-zA-Z0-9]/g, '')
    .toUpperCase()
    .slice(-USER_PART_LENGTH)
    .padStart(USER_PART_LENGTH, '0');

const randomPart = (randomBytes: (length: number) => Uint8Array): string =>
  Array.from(randomBytes(RANDOM_PART_LENGTH), (byte) => RANDOM_ALPHABET[byte % RANDOM_ALPHABET.length]).join('');

const cryptoBytes = (length: number): Uint8Array => crypto.getRandomValues(new Uint8Array(length));

/** A new transfer code for this user; `randomBytes` is replaceable for tests. */
export const makeTransferCode = (userId: string, randomBytes: (length: number) => Uint8Array = cryptoBytes): string =>
  `${PREFIX}${userPartOf(userId)}${randomPart(randomBytes)}`;

const storageKey = (userId: string, method: string) => `topUpTransferCode:${userId}:${method}`;

const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * The code for this user and method in this tab: kept in session storage, so a reload after
 * the seller made the transfer shows the code they wrote, not a new one. A new code is drawn
 * once a ticket was sent with it (`forgetTransferCode`).
 */
export const rememberedTransferCode = (userId: string, method: string): string => {
  const store = sessionStore();
  const key = storageKey(userId, method);
  try {
    const known = store?.getItem(key);
    if (
      known &&
      isTransferCode(known) &&
      known.slice(PREFIX.length, PREFIX.length + USER_PART_LENGTH) === userPartOf(userId)
    ) {
      return known;
    }
    const code = makeTransferCode(userId);
    store?.setItem(key, code);
    return code;
  } catch {
    return makeTransferCode(userId);
  }
};

export const forgetTransferCode = (userId: string, method: string): void => {
  try {
    sessionStore()?.removeItem(storageKey(userId, method));
  } catch {
    // Storage refused (private mode): nothing was kept.
  }
};
