import { AdAccountListSchema, type AdAccount } from '@contract/ad-accounts/ad-accounts.schema';
import type { Page } from '@playwright/test';
import type { z } from 'zod';

/**
 * Resolves once the page's app has started the demo's mock backend (`src/main.tsx` marks the document):
 * a call from the page before that reaches the static server, which knows no API.
 */
export const waitForDemoApi = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => document.documentElement.dataset.mockBackend === 'ready');
};

/**
 * A call to the demo's mock API as the signed-in seller (what another tab or device would do),
 * with a new Idempotency-Key: each call is an action of its own.
 */
export const callApi = async (page: Page, method: string, path: string, body?: unknown) => {
  await waitForDemoApi(page);
  const answer = await page.evaluate(
    async (request) => {
      const response = await fetch(request.path, {
        method: request.method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${window.localStorage.getItem('accessToken') ?? ''}`,
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      const text = await response.text();
      const contentType = response.headers.get('content-type') ?? '';
      return { status: response.status, contentType, text };
    },
    { method, path, body },
  );
  return { status: answer.status, body: apiBodyOf(`${method} ${path}`, answer) };
};

/**
 * An empty answer (a 204) is no body; anything else must be JSON. HTML means the call reached the
 * static server instead of the mock backend, which the test should hear about in those words.
 */
const apiBodyOf = (call: string, answer: { status: number; contentType: string; text: string }): unknown => {
  if (answer.text === '') return null;
  if (!answer.contentType.includes('json')) {
    const served = answer.contentType.includes('html') ? ' (the static server answered: the mock backend did not)' : '';
    throw new Error(`${call} answered ${answer.status} with ${answer.contentType || 'no content type'}${served}`);
  }
  return JSON.parse(answer.text);
};

/** A GET of the mock API whose answer a test reads: status 200 and a body of the contract's schema. */
export const readApi = async <S extends z.ZodType>(page: Page, path: string, schema: S): Promise<z.output<S>> => {
  const { status, body } = await callApi(page, 'GET', path);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
  return schema.parse(body);
};

/** verified-seller's main ad account (`VERIFIED_SELLER_AD_ACCOUNT_IDS.main` in scenarios/verified-seller.ts). */
export const VERIFIED_SELLER_MAIN_AD_ACCOUNT = '7301845562917340161';

/**
 * One of the seller's ad accounts as the API has it now. Its balance moves as it spends, so a
 * test compares what moved (balance + cost only changes by transfers and withdraws).
 */
export const adAccountOf = async (page: Page, id: string): Promise<AdAccount> => {
  const list = await readApi(page, '/api/ads-accounts?tab=approved&limit=100', AdAccountListSchema);
  const account = list.tab === 'approved' ? list.content.find((candidate) => candidate.id === id) : undefined;
  if (!account) throw new Error(`No ad account ${id}`);
  return account;
};
