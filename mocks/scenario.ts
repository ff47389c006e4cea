import type { DemoCredentials, DemoText } from '@contract/demo/demo-control.schema';
import type { Faker } from '@faker-js/faker';
import type { MockClock } from './clock';
import type { MockDb } from './db';

type ScenarioCredentials = DemoCredentials;

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

/**
 * The scenarios a runtime may seed. Scenarios are built on the mock, so the mock never imports
 * them: whoever starts it (the browser entry, the scripts, the tests) hands this in.
 */
export interface ScenarioCatalogue {
  /** In the order a demo picker lists them. */
  readonly scenarios: readonly Scenario[];
  /** Seeded when nobody asked for one. */
  readonly defaultScenario: Scenario;
}

export const DEFAULT_EMAIL_CODE = '246810';

export const findScenario = (catalogue: ScenarioCatalogue, id: string | null | undefined): Scenario | undefined =>
  catalogue.scenarios.find((scenario) => scenario.id === id);

export const scenarioIds = (catalogue: ScenarioCatalogue): string[] =>
  catalogue.scenarios.map((scenario) => scenario.id);
