import { MOCK_CONTROL_PREFIX } from '@contract/mock-control/mock-control.contract';
import type { FieldIssue } from '@mocks/errors';
import { findScenario, scenarioIds, type ScenarioCatalogue } from '@mocks/scenario';

/*
 * mock:serve serves one scenario at a time, chosen by `--scenario` (or SCENARIO) and switched by
 * POST /__mock/reset. Every way of naming one refuses an id it does not know, naming the known ones.
 */

const SCENARIO_PARAM = 'scenario';

export const unknownScenarioText = (id: string, catalogue: ScenarioCatalogue): string =>
  `Unknown scenario "${id}"; valid ids: ${scenarioIds(catalogue).join(', ')}`;

/** `--scenario`: a scenario's id; an unknown one stops the CLI before anything is seeded. */
export const parseScenario = (value: string, catalogue: ScenarioCatalogue): string => {
  if (!findScenario(catalogue, value)) throw new Error(`--scenario ${unknownScenarioText(value, catalogue)}`);
  return value;
};

/**
 * `?scenario=` on a product call, as the browser demo takes it: mock:serve does not switch by URL,
 * so any id other than the one it serves is an issue (400), never silently ignored.
 */
export const scenarioQueryIssue = (url: URL, catalogue: ScenarioCatalogue, servedId: string): FieldIssue | null => {
  const requested = url.searchParams.get(SCENARIO_PARAM);
  if (requested === null || requested === servedId) return null;
  const switchHint = `mock:serve serves "${servedId}" and switches only by POST ${MOCK_CONTROL_PREFIX}/reset {"scenario": "<id>"}`;
  const message = findScenario(catalogue, requested)
    ? `${switchHint}, not by URL`
    : `${unknownScenarioText(requested, catalogue)}. ${switchHint}`;
  return { path: `query.${SCENARIO_PARAM}`, message };
};
