import { SessionTokenSchema } from '@contract/users/users.schema';
import { findScenario } from '@scenarios/index';

/** Signs in through the API as a scenario's demo account, as the login form would, and returns the session token. */
export const signInOverHttp = async (origin: string, scenarioId: string): Promise<string> => {
  const credentials = findScenario(scenarioId)?.credentials;
  if (!credentials) throw new Error(`scenario ${scenarioId} has no demo account`);
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  if (!response.ok) throw new Error(`signing in as ${credentials.email} answered ${response.status}`);
  return SessionTokenSchema.parse(await response.json()).idToken;
};
