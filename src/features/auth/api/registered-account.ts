import { EmailSchema } from '@contract/common/primitives.schema';
import { z } from 'zod';

/*
 * Demo builds: the account registered in this tab, so the login page's demo box offers it
 * rather than the scenario's. Session storage: logging out clears local storage, and the
 * account belongs to the scenario it was made in (switching scenarios reseeds the backend).
 * Only the e-mail is kept: the password stays with the person who chose it.
 */

const KEY = 'demoRegisteredAccount';

const RegisteredAccountSchema = z.object({ scenarioId: z.string(), email: EmailSchema });

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    // NOTE: some embedded browsers throw on access to storage.
    return null;
  }
};

export const rememberRegisteredAccount = (account: z.infer<typeof RegisteredAccountSchema>): void => {
  storage()?.setItem(KEY, JSON.stringify(account));
};

/** The e-mail registered in this tab under this scenario, or null. */
const readStored = (): unknown => {
  try {
    return JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
};

export const registeredEmailIn = (scenarioId: string): string | null => {
  const parsed = RegisteredAccountSchema.safeParse(readStored());
  return parsed.success && parsed.data.scenarioId === scenarioId ? parsed.data.email : null;
};
