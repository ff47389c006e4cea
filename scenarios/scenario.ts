import type { DemoCredentials, DemoText } from '@contract/demo/demo-control.schema';
import type { Faker } from '@faker-js/faker';
import type { MockClock } from '@mocks/clock';
import type { MockDb } from '@mocks/db';

export type ScenarioCredentials = DemoCredentials;

export interface SeedTools {
  /** Seeded with the scenario's `fakerSeed`, Vietnamese locale first. */
  faker: Faker;
  clock: MockClock;
}

/** One demo or test situation: metadata plus a seed over an empty db. */
export interface Scenario {
  /** kebab-case; appears in the URL as ?scenario=<id>. */
  id: string;
  /** Shown in the scenario panel, in the reader's language. */
  name: DemoText;
  description: DemoText;
  /** Shown on the login page; null when there is no account to sign in with. */
  credentials: ScenarioCredentials | null;
  fakerSeed: number;
  /** Every code the mock "sends" (e-mail, SMS); defaults to DEFAULT_EMAIL_CODE. */
  emailCode?: string;
  /** Every call answers 503 error.we_are_maintaining. */
  maintenance?: boolean;
  seed(db: MockDb, tools: SeedTools): Promise<void>;
}

export const DEFAULT_EMAIL_CODE = '246810';
/** Every demo account uses this password, so a sales demo needs only the e-mail. */
export const DEMO_PASSWORD = 'demo1234';
