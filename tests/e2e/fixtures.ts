import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { scannedStatesOfRun, sharedOncePerRun } from './run-shared';

/** axe-core's findings, typed through the builder so axe-core need not be a dependency of ours. */
type AxeViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

export type Locale = 'vi' | 'en';

/** A path with the scenario picked by URL, as QA links do. */
export const withScenario = (path: string, scenario: string): string => {
  const url = new URL(path, 'http://placeholder.invalid');
  url.searchParams.set('scenario', scenario);
  return `${url.pathname}${url.search}`;
};

const LABELS = {
  vi: {
    useDemo: 'Dùng tài khoản demo',
    logIn: 'Đăng nhập',
    email: 'Email',
    password: 'Mật khẩu',
    gotIt: 'Tôi đã hiểu',
  },
  en: { useDemo: 'Use demo account', logIn: 'Log in', email: 'Email', password: 'Password', gotIt: 'Got it' },
} as const;

/** WCAG 2.1 levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);
/** The network must rest this long, then the page (DOM, main thread, animations) this long, before a scan. */
const NETWORK_QUIET_MS = 500;
const PAGE_QUIET_MS = 300;
/** Past this a page counts as settled anyway (a polling request, an endless spinner). */
const SETTLE_CAP_MS = 8_000;
/** A check a test waits for scans again when the DOM changed under the scan; the last attempt is kept anyway. */
const SCAN_ATTEMPTS = 3;
/** A background scan the DOM changed under means the test moved on: one more try, then the next check covers it. */
const BACKGROUND_ATTEMPTS = 2;

/** An axe rule a test may skip, only with the reason it cannot be fixed. */
export interface A11yException {
  rule: string;
  reason: string;
}

interface A11yFinding {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** Path and query of the screen. */
  screen: string;
  targets: string[];
}

const findingsOf = (violations: AxeViolations, pageUrl: string): A11yFinding[] => {
  const url = new URL(pageUrl);
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      helpUrl: violation.helpUrl,
      screen: `${url.pathname}${url.search}`,
      targets: violation.nodes.map((node) => {
        const selector = node.target.map((part) => [part].flat().join(' >>> ')).join(' >>> ');
        // The first check's message says what is wrong there (e.g. the two colours and their ratio).
        const why = [...node.any, ...node.all, ...node.none][0]?.message;
        return why ? `${selector} (${why})` : selector;
      }),
    }));
};

const formatFindings = (findings: readonly A11yFinding[]): string =>
  [
    `axe: ${findings.length} serious or critical WCAG 2.1 A/AA violation(s):`,
    ...findings.flatMap((finding) => [
      `- ${finding.rule} (${finding.impact}) on ${finding.screen}: ${finding.help}`,
      ...finding.targets.slice(0, 8).map((target) => `    ${target}`),
      ...(finding.targets.length > 8 ? [`    … and ${finding.targets.length - 8} more`] : []),
      `    ${finding.helpUrl}`,
    ]),
  ].join('\n');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs axe on every screen of one page, once it has settled. When the checks run, so that
 * a scan sees a finished screen and never a half-drawn one:
 *
 * - after each `page.goto`, which is wrapped to wait for the page to settle and scan it before
 *   it returns: the test is waiting, so nothing moves under the scan;
 * - after any other main-frame navigation (a click, a redirect, the router's pushState): a
 *   background check waits until the network, the DOM and the main thread have been quiet and
 *   no animation runs, then scans while a MutationObserver watches; a scan the DOM changed under
 *   (the test moved on meanwhile) is discarded, so a finding always describes a stable screen;
 *   a screen the test leaves before it rests goes unscanned (call `app.checkA11y()` to insist);
 * - when a test calls `app.checkA11y()`, and at the end of every test, on each open page.
 *
 * A check is skipped when the screen has not changed since its last scan (same navigation,
 * no DOM mutation). Apart from `app.checkA11y()`, which always scans, a check is also skipped
 * when any worker of the run has already scanned the same screen state (`screenState`): each
 * state is scanned once per run, not after every step of every test. Checks of one page run one
 * at a time (a queue). Failing findings are collected; the auto fixture fails the test with
 * all of them when it ends.
 */
class ScreenWatch {
  private navigations = 0;
  private scannedNavigation = 0;
  private lastFindings: A11yFinding[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private readonly inFlight = new Set<unknown>();
  private lastNetworkActivity = Date.now();
  private stopped = false;

  constructor(
    readonly page: Page,
    private readonly exceptions: readonly A11yException[],
    private readonly record: (findings: A11yFinding[]) => void,
  ) {
    page.on('request', (request) => {
      this.inFlight.add(request);
      this.lastNetworkActivity = Date.now();
    });
    const settled = (request: unknown) => {
      this.inFlight.delete(request);
      this.lastNetworkActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      this.navigations += 1;
      void this.exclusive(() => this.checkInBackground());
    });
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await this.check({ once: true });
      return response;
    };
  }

  /**
   * The failing findings of the screen as it is once settled; none when `once` and the screen's
   * state was scanned before in this run.
   */
  check({ once }: { once: boolean }): Promise<A11yFinding[]> {
    return this.exclusive(async () => {
      for (let attempt = 1; ; attempt += 1) {
        if (await this.unchangedSinceScan()) return this.lastFindings;
        if (once && (await this.stateScannedInRun())) return [];
        await this.settle();
        // The settled screen is the one axe would see: it may be a state scanned before.
        if (once && (await this.stateScannedInRun())) return [];
        const last = attempt === SCAN_ATTEMPTS;
        // NOTE: a navigation during the scan destroys its context; the next attempt scans the new screen.
        const findings = await this.scan(last).catch((error: unknown) => {
          if (last) throw error;
          return null;
        });
        if (findings) return findings;
      }
    });
  }

  /** Stops background checks (the test is over) and waits for the one under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.queue;
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** After a navigation the test caused: a stable scan if one can be had before the test moves on. */
  private async checkInBackground(): Promise<void> {
    for (let attempt = 0; attempt < BACKGROUND_ATTEMPTS; attempt += 1) {
      if (this.stopped || this.page.isClosed() || (await this.unchangedSinceScan())) return;
      if (await this.stateScannedInRun()) return;
      const navigation = this.navigations;
      await this.settle();
      // A later navigation queued its own check.
      if (this.stopped || this.navigations !== navigation) return;
      if (await this.stateScannedInRun()) return;
      // NOTE: a scan fails only when the test navigated or closed the page meanwhile; the next check covers it.
      if (await this.scan(false).catch(() => null)) return;
    }
  }

  /** Whether a scan of this screen state was recorded in this run (by any worker). */
  private async stateScannedInRun(): Promise<boolean> {
    const state = await this.page.evaluate(screenState).catch(() => null);
    return state !== null && scannedStates.has(state);
  }

  private async unchangedSinceScan(): Promise<boolean> {
    if (this.scannedNavigation !== this.navigations || this.page.isClosed()) return false;
    return this.page.evaluate(mutationsSinceMark).then(
      (mutations) => mutations === 0,
      () => false,
    );
  }

  private async settle(): Promise<void> {
    const deadline = Date.now() + SETTLE_CAP_MS;
    while (Date.now() < deadline && !this.page.isClosed()) {
      if (this.inFlight.size === 0 && Date.now() - this.lastNetworkActivity >= NETWORK_QUIET_MS) {
        const quiet = await this.page
          .evaluate(waitForQuietPage, { quietMs: PAGE_QUIET_MS, capMs: deadline - Date.now() })
          .then(() => true)
          // A navigation destroyed the page's context while it waited: wait again on the new document.
          .catch(() => false);
        if (quiet && this.inFlight.size === 0) return;
      }
      await sleep(50);
    }
  }

  /** Null when the DOM changed or the page navigated during the scan (unless `keepAnyway`). */
  private async scan(keepAnyway: boolean): Promise<A11yFinding[] | null> {
    const navigation = this.navigations;
    await this.page.evaluate(markMutations);
    // One evaluation reads the whole DOM at once, so a screen seen before is known without a new scan.
    const key = `${this.exceptions.map((exception) => exception.rule).join(',')}|${await this.page.evaluate(screenFingerprint)}`;
    let violations = scannedScreens.get(key);
    if (!violations) {
      // Legacy mode runs axe inside the page; the default opens a blank page in the test's context for each scan.
      const results = await new AxeBuilder({ page: this.page })
        // Details of passes and inapplicable rules are not read; leaving them out makes a scan cheaper.
        // NOTE: options() replaces every option set before it, so it comes first.
        .options({ resultTypes: ['violations'] })
        .withTags(AXE_TAGS)
        .disableRules(this.exceptions.map((exception) => exception.rule))
        .setLegacyMode(true)
        .analyze();
      const mutations = await this.page.evaluate(mutationsSinceMark);
      if (!keepAnyway && (mutations > 0 || this.navigations !== navigation)) return null;
      violations = results.violations;
      scannedScreens.set(key, violations);
    }
    // From here on, a mutation means the screen changed since this scan.
    const [state] = await Promise.all([this.page.evaluate(screenState), this.page.evaluate(markMutations)]);
    scannedStates.add(state);
    const findings = findingsOf(violations, this.page.url());
    this.record(findings);
    this.scannedNavigation = navigation;
    this.lastFindings = findings;
    return findings;
  }
}

/**
 * axe's violations by screen fingerprint, for the worker's life: the same DOM in the same build
 * gives the same violations (e.g. the login page most tests start from is scanned once per worker).
 */
const scannedScreens = new Map<string, AxeViolations>();

/** Screen states scanned in this run, shared by the workers. */
const scannedStates = scannedStatesOfRun();

declare global {
  interface Window {
    a11yMutations?: { observer: MutationObserver; count: number };
  }
}

// The functions below run in the page.
/**
 * Resolves once the DOM has not changed, no long task has run and no finite animation has been
 * running for `quietMs`: the app is idle (a scan started while it seeds data or renders would
 * take the main thread from it), or `capMs` has passed.
 */
const waitForQuietPage = ({ quietMs, capMs }: { quietMs: number; capMs: number }) =>
  new Promise<void>((resolve) => {
    const started = performance.now();
    let timer: number | undefined;
    const done = () => {
      mutations.disconnect();
      longTasks.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    // Endless animations (spinners, skeleton shimmer) never finish, so only finite ones are waited for.
    const animating = () =>
      document
        .getAnimations()
        .some(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
    const check = () => {
      if (performance.now() - started >= capMs || !animating()) done();
      else timer = window.setTimeout(check, 100);
    };
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(check, quietMs);
    };
    const mutations = new MutationObserver(restart);
    mutations.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const longTasks = new PerformanceObserver(restart);
    longTasks.observe({ type: 'longtask' });
    restart();
    window.setTimeout(done, Math.max(capMs, 0));
  });

/**
 * A 53-bit hash (cyrb53) of the whole document with Mantine's and React's generated ids blanked
 * (they differ on every render), plus the focused element and the viewport, which axe also reads.
 */
const screenFingerprint = (): string => {
  const html = document.documentElement.outerHTML.replace(/mantine-[a-z0-9]{5,11}|«[^»]*»|:r[0-9a-z]+:/g, '#');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < html.length; index += 1) {
    const code = html.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  const focused = document.activeElement;
  const focus = focused ? [...document.querySelectorAll('*')].indexOf(focused) : -1;
  return `${html.length}:${hash.toString(36)}:${focus}:${window.innerWidth}x${window.innerHeight}`;
};

/**
 * What makes a screen differ for axe, leaving out the data shown: the route (path segments
 * holding digits are ids), the search parameters (values only when short and free of digits,
 * such as a tab), the title, the language, the theme attributes, the open dialogs, whether an
 * alert or an invalid field shows, and the viewport's width.
 */
const screenState = (): string => {
  const url = new URL(window.location.href);
  const path = url.pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/');
  const search = [...url.searchParams.entries()]
    .map(([name, value]) => (value.length <= 24 && !/\d/.test(value) ? `${name}=${value}` : name))
    .sort()
    .join('&');
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
    .map((dialog) => {
      const labelledBy = dialog.getAttribute('aria-labelledby');
      const name =
        dialog.getAttribute('aria-label') ?? (labelledBy && document.getElementById(labelledBy)?.textContent);
      return (name ?? '?').replace(/\d+/g, '#');
    })
    .sort()
    .join(',');
  const root = document.documentElement;
  return [
    path,
    search,
    document.title,
    root.lang,
    JSON.stringify({ ...root.dataset }),
    dialogs,
    document.querySelector('[role="alert"]') ? 'alert' : '',
    document.querySelector('[aria-invalid="true"]') ? 'invalid' : '',
    window.innerWidth,
  ].join('|');
};

/** Counts DOM mutations from now on (one observer per document). */
const markMutations = () => {
  if (!window.a11yMutations) {
    const state = { count: 0, observer: new MutationObserver((records) => (state.count += records.length)) };
    state.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    window.a11yMutations = state;
  }
  window.a11yMutations.count = 0;
};

/** Infinity on a document that was never marked (a new page load). */
const mutationsSinceMark = (): number => window.a11yMutations?.count ?? Number.POSITIVE_INFINITY;

/** Every failing finding of a test, each (rule, screen, targets) once. */
class A11yReport {
  private readonly findings = new Map<string, A11yFinding>();

  add = (findings: readonly A11yFinding[]): void => {
    for (const finding of findings) {
      this.findings.set(`${finding.rule}|${finding.screen}|${finding.targets.join(',')}`, finding);
    }
  };

  all(): A11yFinding[] {
    return [...this.findings.values()];
  }
}

const failedAlready = (testInfo: TestInfo) => testInfo.status !== testInfo.expectedStatus;

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Signs in to a scenario once in a context of its own and keeps what the browser stored: the token
 * and language (localStorage) and the demo's whole mock backend (IndexedDB), with the announcement
 * already dismissed. A test's context starts from a copy, so its changes stay its own.
 */
const signInOnce = async (
  browser: Browser,
  baseURL: string | undefined,
  scenario: string,
  locale: Locale,
): Promise<StorageState> => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
    const labels = LABELS[locale];
    await page.goto(withScenario('/login', scenario));
    await page.getByRole('button', { name: labels.useDemo }).click();
    await page.getByRole('button', { name: labels.logIn, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: labels.gotIt }).click();
    // The backend writes itself to IndexedDB after a request: a reload that stays signed in proves it landed.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page).not.toHaveURL(/\/login/);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
};

const SIGN_IN_TIMEOUT_MS = 120_000;

/** Sign-in states by scenario and language, made once per run and kept by each worker. */
const signInStates = new Map<string, StorageState>();

export const test = base.extend<{
  uiLocale: Locale;
  signedInAs: string | null;
  a11yExceptions: A11yException[];
  a11y: Map<Page, ScreenWatch>;
  app: AppDriver;
}>({
  uiLocale: ['en', { option: true }],
  /** A scenario to start the test signed in to, without going through the login page (see signInOnce). */
  signedInAs: [null, { option: true }],
  storageState: [
    async ({ browser, baseURL, signedInAs, uiLocale }, use) => {
      if (signedInAs === null) return use(undefined);
      const key = `${signedInAs}:${uiLocale}`;
      let state = signInStates.get(key);
      if (!state) {
        state = await sharedOncePerRun(`sign-in:${key}`, () => signInOnce(browser, baseURL, signedInAs, uiLocale));
        signInStates.set(key, state);
      }
      await use(state);
    },
    // The first test of a worker seeds and signs in (the partner scenario's 2,000 members take
    // a while on busy cores); that one-off cost has its own budget instead of eating the test's.
    { scope: 'test', timeout: SIGN_IN_TIMEOUT_MS },
  ],
  a11yExceptions: [[], { option: true }],
  a11y: [
    async ({ context, page, a11yExceptions }, use, testInfo) => {
      const report = new A11yReport();
      const watches = new Map<Page, ScreenWatch>();
      const watch = (target: Page) => watches.set(target, new ScreenWatch(target, a11yExceptions, report.add));
      watch(page);
      context.on('page', watch);
      await use(watches);

      context.off('page', watch);
      await Promise.all([...watches.values()].map((screen) => screen.stop()));
      for (const exception of a11yExceptions) {
        testInfo.annotations.push({ type: 'axe rule skipped', description: `${exception.rule}: ${exception.reason}` });
      }
      // A test that already failed is not also failed for its last screen.
      if (failedAlready(testInfo)) return;
      for (const screen of watches.values()) if (!screen.page.isClosed()) await screen.check({ once: true });
      const findings = report.all();
      if (findings.length > 0) throw new Error(formatFindings(findings));
    },
    { auto: true },
  ],
  app: async ({ page, uiLocale, a11y }, use) => {
    // The stored language applies from the first render; a test can still switch it in the UI.
    await page.addInitScript((value) => {
      if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', value);
    }, uiLocale);
    await use(new AppDriver(page, uiLocale, a11y));
  },
});

export class AppDriver {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
    private readonly a11y: Map<Page, ScreenWatch>,
  ) {}

  get labels() {
    return LABELS[this.locale];
  }

  /** Opens the login page of a scenario and signs in with its demo account. */
  async logInAs(scenario: string, loginPath = '/login'): Promise<void> {
    await this.page.goto(withScenario(loginPath, scenario));
    await this.logInWithDemoAccount();
  }

  async logInWithDemoAccount(): Promise<void> {
    await this.page.getByRole('button', { name: this.labels.useDemo }).click();
    await this.page.getByRole('button', { name: this.labels.logIn, exact: true }).click();
  }

  /**
   * Opens `path` inside the running app, as a link does: the router changes screen without a page
   * load, and the data the app holds stays, so the screen shows what the app's own cache and
   * invalidation give. A test that changed data behind the app's back (`callApi`) uses `page.goto`.
   * A load boots the app and its mock backend again, several times the cost of this.
   */
  async navigate(path: string): Promise<void> {
    // A page that has not opened the app yet (about:blank) loads it.
    if (!this.page.url().startsWith('http')) {
      await this.page.goto(path);
      return;
    }
    await this.page.evaluate((target) => {
      const index = (window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0;
      const key = crypto.randomUUID();
      // The router's history listens to pushState (TanStack history patches it) and renders the new location.
      window.history.pushState({ __TSR_index: index + 1, key, __TSR_key: key }, '', target);
    }, path);
  }

  /** The shell greets a new session with the top-up tax announcement. */
  async dismissAnnouncement(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: this.labels.gotIt }).click();
  }

  /** The same driver for another tab of the test's context. */
  forPage(page: Page): AppDriver {
    return new AppDriver(page, this.locale, this.a11y);
  }

  accessToken(): Promise<string | null> {
    return this.page.evaluate(() => window.localStorage.getItem('accessToken'));
  }

  /** Runs axe on the screen as it is now (once settled) and fails at once on a serious or critical violation. */
  async checkA11y(page: Page = this.page): Promise<void> {
    const findings = (await this.a11y.get(page)?.check({ once: false })) ?? [];
    expect(findings, formatFindings(findings)).toEqual([]);
  }
}

export { expect };
