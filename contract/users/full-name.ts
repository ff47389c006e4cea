import type { User } from './users.schema';

/**
 * A person's full name as they typed it at sign-up, family name first ("Nguyễn Thị Lan"): sign-up
 * splits the name's first word into `lastName`. The order is the same in every language, since
 * it is the person's name, not a phrase to translate.
 */
export const fullName = (person: Pick<User, 'firstName' | 'lastName'>): string =>
  [person.lastName, person.firstName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
