import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findScenario } from '@scenarios/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkContract } from '../../../scripts/contract-check/check-contract';
import type { Credentials } from '../../../scripts/contract-check/session';
import { startMockHttpServer } from '../../../scripts/mock-serve';
import { close, listen } from './local-server';
import { documentWithExamples } from '../../../scripts/openapi/examples';
import type { OpenApiDocument } from '../../../scripts/openapi/generate';
import {
  isAnswerViolation,
  parseViolations,
  recordingFetch,
  startPrismProxy,
  type ProxiedCall,
} from '../../../scripts/openapi/prism';

/**
 * The independent proof that the published document and the reference backend agree: the contract
 * check runs through Prism, which validates every answer against the document `npm run openapi`
 * prints, once as the verified seller and once as the partner (who is called for the user routes too).
 */
const dir = mkdtempSync(join(tmpdir(), 'prism-proxy-'));
const documentPath = join(dir, 'openapi.json');
const started: Array<{ close(): Promise<void> }> = [];
let document: OpenApiDocument;

beforeAll(async () => {
  document = await documentWithExamples();
  writeFileSync(documentPath, JSON.stringify(document));
});

afterAll(async () => {
  await Promise.all(started.map((server) => server.close()));
  rmSync(dir, { recursive: true, force: true });
});

const credentialsOf = (scenario: string): Credentials => {
  const credentials = findScenario(scenario)?.credentials;
  if (!credentials) throw new Error(`the ${scenario} scenario has credentials`);
  return credentials;
};

interface PrismRun {
  calls: ProxiedCall[];
  /** Requests the API accepted that break the document: it asks for less than the contract. */
  acceptedButInvalid: string[];
  /** Each answer violation, as "METHOD path status: location message". */
  answerViolations: string[];
  /** Answers Prism made itself (it could not forward), instead of the API's. */
  prismAnswers: string[];
}

const throughPrism = async (
  scenario: string,
  accounts: { seller?: Credentials; partner?: Credentials },
): Promise<PrismRun> => {
  const mock = await startMockHttpServer({ port: 0, scenario, log: false });
  started.push(mock);
  const prism = await startPrismProxy({ document: documentPath, upstream: mock.url });
  started.push(prism);
  const calls: ProxiedCall[] = [];
  await checkContract({
    baseUrl: prism.url,
    ...accounts,
    seed: 1,
    fetch: recordingFetch(calls),
    // Prism validates every answer before it passes it on: slower than the API alone on a busy machine.
    timeoutMs: 60_000,
  });
  const describe = ({ method, path, status }: ProxiedCall) => `${method} ${path.split('?')[0]} ${status}`;
  return {
    calls,
    answerViolations: calls.flatMap((call) =>
      call.violations
        .filter(isAnswerViolation)
        .map((violation) => `${describe(call)}: ${violation.location.join('.')} ${violation.message}`),
    ),
    acceptedButInvalid: calls.flatMap((call) =>
      call.status < 400 && call.violations.some((violation) => !isAnswerViolation(violation))
        ? [`${describe(call)}: ${call.violations.map(({ message }) => message).join('; ')}`]
        : [],
    ),
    prismAnswers: calls.flatMap((call) => (call.prismError ? [`${describe(call)}: ${call.prismError}`] : [])),
  };
};

const report = (who: string, run: PrismRun) => {
  const requestViolations = run.calls.filter((call) => call.violations.some((v) => !isAnswerViolation(v))).length;
  // The figures issue 42 asks for, in the test's output.
  process.stdout.write(
    `Prism, ${who}: ${run.calls.length} calls, ${run.answerViolations.length} answer violations, ${requestViolations} calls with request violations\n`,
  );
};

describe('contract:check through Prism in front of mock:serve, with the published document', () => {
  it('reads Prism’s violations header, both sides, a truncated one too', () => {
    expect(parseViolations(null)).toEqual([]);
    const violations = parseViolations(
      JSON.stringify([
        { location: ['request', 'body', 'amount'], severity: 'Error', code: 'minimum', message: 'must be >= 100' },
        { location: ['response', 'body'], severity: 'Error', message: 'must NOT have additional properties' },
      ]),
    );
    expect(violations.map(isAnswerViolation)).toEqual([false, true]);
    expect(parseViolations('Too many violations! [{"location":["response","body"]').map(isAnswerViolation)).toEqual([
      true,
    ]);
  });

  it('reports an answer with a field the document does not have', async () => {
    const media = (document.paths['/api/users']?.get?.responses['200'] as { content: Record<string, unknown> }).content[
      'application/json'
    ];
    const user = z.object({ example: z.record(z.string(), z.unknown()) }).parse(media).example;
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ ...user, nickname: 'Lan' }));
    });
    const upstream = await listen(server);
    started.push({ close: () => close(server) });
    const prism = await startPrismProxy({ document: documentPath, upstream });
    started.push(prism);
    const calls: ProxiedCall[] = [];
    await recordingFetch(calls)(`${prism.url}/api/users?lang=en`, { headers: { Authorization: 'Bearer token' } });
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/api/users?lang=en',
        status: 200,
        violations: [
          expect.objectContaining({ location: ['response', 'body'], message: expect.stringContaining('nickname') }),
        ],
      },
    ]);
  });

  it.each([
    { who: 'the verified seller', scenario: 'verified-seller', role: 'seller' },
    { who: 'the partner', scenario: 'partner', role: 'partner' },
  ] as const)('finds no answer of $who that breaks the document', async ({ who, scenario, role }) => {
    const run = await throughPrism(scenario, { [role]: credentialsOf(scenario) });
    report(who, run);
    expect(run.calls.length).toBeGreaterThan(100);
    expect(run.prismAnswers).toEqual([]);
    expect(run.answerViolations).toEqual([]);
    expect(run.acceptedButInvalid).toEqual([]);
  });
});
