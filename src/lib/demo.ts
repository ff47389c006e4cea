import type { DemoControl } from '@contract/demo/demo-control.schema';
import { createContext, useContext } from 'react';

/**
 * What the embedded mock backend tells the app about the running demo. Only
 * mock and demo builds have one; `src/main.tsx` receives it from the mock
 * backend's dynamic start, so nothing here imports mock code.
 */
export interface DemoScenarioSummary {
  id: string;
  name: string;
  description: string;
}

export interface DemoInfo {
  scenario: DemoScenarioSummary & {
    /** Sign-in details shown on the login page; null when the scenario has no account to sign in with. */
    credentials: { email: string; password: string } | null;
  };
  scenarios: DemoScenarioSummary[];
  /** The code the mock "e-mails" at registration, shown on the verify step. */
  emailCode: string;
  /** The scenario panel's handle on the mock backend (clock, admin actions, faults, log); null in unit tests of screens. */
  control: DemoControl | null;
}

/** Null outside mock and demo builds. */
export const DemoContext = createContext<DemoInfo | null>(null);

export const useDemo = (): DemoInfo | null => useContext(DemoContext);
