import type { Locale } from '@contract/common/enums.schema';
import type { DemoControl } from '@contract/demo/demo-control.schema';
import { createContext, useContext } from 'react';

/**
 * What the embedded mock backend tells the app about the running demo. Only
 * mock and demo builds have one; `src/main.tsx` receives it from the mock
 * backend's dynamic start, so nothing here imports mock code.
 */
/** A scenario's text in every language of the app. */
export type DemoText = Readonly<Record<Locale, string>>;

export interface DemoScenarioSummary {
  id: string;
  name: DemoText;
  description: DemoText;
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

/** The text in the reader's language; Vietnamese, the default, for any other. */
export const demoTextIn = (text: DemoText, language: string): string => (language === 'en' ? text.en : text.vi);
