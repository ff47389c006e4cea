import type { Locale } from '@contract/common/enums.schema';
import type { Faker } from '@faker-js/faker';
import type { MockClock } from '@mocks/clock';
import type { MockDb } from '@mocks/db';

export interface ScenarioCredentials {
  email: string;
  password: string;
}

export interface SeedTools {
  /** Seeded with the scenario's `fakerSeed`, Vietnamese locale first. */
  faker: Faker;
  clock: MockClock;
}

/** A text of the scenario panel in every language of the app. */
export type ScenarioText = Readonly<Record<Locale, string>>;

/** One demo or test situation: metadata plus a seed over an empty db. */
export interface Scenario {
  /** kebab-case; appears in the URL as ?scenario=<id>. */
  id: string;
  /** Shown in the scenario panel, in the reader's language. */
  name: ScenarioText;
  description: ScenarioText;
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
