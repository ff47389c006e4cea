import type { ListedRoute } from '@contract';
import type { CallOutcome, ProxyCall, ProxyReport } from './report';

/** Issues shown per route: the latest call's, which say what is wrong now. */
const SHOWN_ISSUES = 5;

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every text in the page goes through here: answers and paths come from servers and browsers. */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? '');

type RouteState = CallOutcome | 'not-called';

interface RouteRow {
  key: string;
  method: string;
  path: string;
  counts: Record<CallOutcome, number>;
  last: ProxyCall | null;
  /** The latest call that had issues, whichever its outcome. */
  lastWithIssues: ProxyCall | null;
}

const emptyCounts = (): Record<CallOutcome, number> => ({ ok: 0, drift: 0, 'server-error': 0, unreachable: 0 });

/** A route's state as QA reads it: the worst of what happened to it, so a drift stays in sight once fixed. */
const stateOf = (row: RouteRow): RouteState => {
  if (row.counts.drift > 0) return 'drift';
  if (row.counts['server-error'] > 0) return 'server-error';
  if (row.counts.unreachable > 0) return 'unreachable';
  return row.counts.ok > 0 ? 'ok' : 'not-called';
};

const STATE_ORDER: readonly RouteState[] = ['drift', 'server-error', 'unreachable', 'ok', 'not-called'];
const STATE_LABEL: Readonly<Record<RouteState, string>> = {
  drift: 'drift',
  'server-error': 'server error',
  unreachable: 'unreachable',
  ok: 'ok',
  'not-called': 'not called yet',
};

const pad = (value: number): string => String(value).padStart(2, '0');

const dayOf = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Writes times in the proxy machine's local time, to the second, with the day only when it is not `today`. */
type Clock = (iso: string) => string;

const clockFor =
  (today: string): Clock =>
  (iso) => {
    const date = new Date(iso);
    const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
    const shown = dayOf(date) === today ? time : `${dayOf(date)} ${time}`;
    return `<time datetime="${escapeHtml(iso)}" title="${dayOf(date)} ${time}">${shown}</time>`;
  };

const issueItems = (call: ProxyCall): string[] => [
  ...call.requestIssues.map((issue) => `<li><strong>request drift</strong> ${escapeHtml(issue)}</li>`),
  ...call.answerIssues.map(
    (issue) =>
      `<li><strong>${call.outcome === 'unreachable' ? 'unreachable' : 'answer drift'}</strong> ${escapeHtml(issue)}</li>`,
  ),
];

const statusText = (call: ProxyCall): string => (call.status === null ? 'no status' : String(call.status));

const issuesCell = (row: RouteRow, clock: Clock): string => {
  const call = row.lastWithIssues;
  if (!call) return '<td></td>';
  const items = issueItems(call);
  const more = items.length > SHOWN_ISSUES ? `<li>… ${items.length - SHOWN_ISSUES} more</li>` : '';
  // Issues of an earlier call than the last one say when they were seen; calls since went fine.
  const earlier =
    call === row.last
      ? ''
      : `<p class="when">Seen at ${clock(call.time)} (${statusText(call)}); later calls were ok.</p>`;
  return `<td><ul class="issues">${items.slice(0, SHOWN_ISSUES).join('')}${more}</ul>${earlier}</td>`;
};

const lastCallCell = (row: RouteRow, clock: Clock): string =>
  row.last
    ? `<td class="last">${clock(row.last.time)}<br>${statusText(row.last)} · ${row.last.durationMs} ms</td>`
    : '<td class="last">—</td>';

const routeRow = (row: RouteRow, clock: Clock): string => {
  const state = stateOf(row);
  return [
    `<tr class="${state}">`,
    `<td><span class="badge ${state}">${STATE_LABEL[state]}</span></td>`,
    `<td><code>${escapeHtml(row.key)}</code><br><span class="path">${escapeHtml(row.method)} ${escapeHtml(row.path)}</span></td>`,
    `<td class="number">${row.counts.ok}</td>`,
    `<td class="number">${row.counts.drift}</td>`,
    `<td class="number">${row.counts['server-error']}</td>`,
    `<td class="number">${row.counts.unreachable}</td>`,
    lastCallCell(row, clock),
    issuesCell(row, clock),
    '</tr>',
  ].join('');
};

/** Calls to paths the contract does not have, one row per method and path. */
const unknownRows = (calls: readonly ProxyCall[], clock: Clock): string[] => {
  const byPath = new Map<string, { method: string; path: string; count: number; last: ProxyCall }>();
  for (const call of calls) {
    if (call.key !== null) continue;
    const id = `${call.method} ${call.path}`;
    const seen = byPath.get(id);
    byPath.set(id, { method: call.method, path: call.path, count: (seen?.count ?? 0) + 1, last: call });
  }
  return [...byPath.values()].map(
    ({ method, path, count, last }) =>
      `<tr><td><span class="path">${escapeHtml(method)} ${escapeHtml(path)}</span></td><td class="number">${count}</td><td class="last">${clock(last.time)}<br>${statusText(last)} · ${last.durationMs} ms</td><td><ul class="issues">${issueItems(last).join('')}</ul></td></tr>`,
  );
};

const STYLE = `
:root { color-scheme: light; }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f24; background: #ffffff; margin: 24px; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 18px; margin: 28px 0 8px; }
p.meta { margin: 0 0 16px; color: #3d4550; }
code, .path { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
.path { color: #3d4550; overflow-wrap: anywhere; }
dl.totals { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 8px; }
dl.totals div { border: 1px solid #c9d1d9; border-radius: 6px; padding: 6px 12px; min-width: 96px; }
dl.totals dt { font-size: 13px; color: #3d4550; }
dl.totals dd { margin: 0; font-size: 20px; font-weight: 600; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-size: 13px; color: #3d4550; padding-bottom: 6px; }
th, td { border-bottom: 1px solid #d8dee4; padding: 6px 8px; text-align: left; vertical-align: top; }
th { background: #f3f5f7; font-size: 13px; position: sticky; top: 0; }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
tr.drift td { background: #fff5f5; }
tr.unreachable td { background: #fffaf0; }
tr.server-error td { background: #fbf0fb; }
tr.not-called td { color: #4a525c; }
.badge { display: inline-block; border-radius: 10px; padding: 1px 8px; font-size: 12px; font-weight: 600; white-space: nowrap; }
.badge.ok { background: #dcf2e3; color: #14532d; }
.badge.drift { background: #fde2e2; color: #8b1a1a; }
.badge.unreachable { background: #fdecc8; color: #6b3e00; }
.badge.server-error { background: #f5dcf5; color: #6e1a6e; }
.badge.not-called { background: #eceff2; color: #3d4550; }
ul.issues { margin: 0; padding-left: 18px; overflow-wrap: anywhere; }
ul.issues strong { font-weight: 600; }
.when { font-size: 13px; color: #4a525c; margin: 4px 0 0; }
td.last { white-space: nowrap; }
dl.totals div.alert { border-color: #b42318; background: #fff5f5; }
`;

export interface SummaryOptions {
  report: ProxyReport;
  routes: readonly ListedRoute[];
}

/**
 * The HTML summary: totals, then every route of the contract (drift first, then server errors, unreachable, ok,
 * and those not called yet, so coverage shows) with its counts and its latest issues, then the
 * calls to paths the contract does not have. Static, self-contained, every text escaped.
 */
export const renderSummary = ({ report, routes }: SummaryOptions): string => {
  const rows = new Map<string, RouteRow>(
    routes.map(({ key, route }) => [
      key,
      { key, method: route.method, path: route.path, counts: emptyCounts(), last: null, lastWithIssues: null },
    ]),
  );
  const totals = emptyCounts();
  for (const call of report.calls) {
    totals[call.outcome] += 1;
    const row = call.key === null ? undefined : rows.get(call.key);
    if (!row) continue;
    row.counts[call.outcome] += 1;
    row.last = call;
    if (call.requestIssues.length > 0 || call.answerIssues.length > 0) row.lastWithIssues = call;
  }
  const ordered = [...rows.values()].sort((a, b) => STATE_ORDER.indexOf(stateOf(a)) - STATE_ORDER.indexOf(stateOf(b)));
  const called = ordered.filter((row) => stateOf(row) !== 'not-called').length;
  const clock = clockFor(dayOf(new Date(report.updatedAt)));
  const unknown = unknownRows(report.calls, clock);

  // A non-zero drift or unreachable total is framed in red as well as counted.
  const total = (label: string, value: string, alert = false) =>
    `<div${alert ? ' class="alert"' : ''}><dt>${label}</dt><dd>${value}</dd></div>`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Contract proxy: ${escapeHtml(report.target)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    '<h1>Contract proxy summary</h1>',
    `<p class="meta">Target <code>${escapeHtml(report.target)}</code> · since ${clock(report.startedAt)} · updated ${clock(report.updatedAt)}</p>`,
    '<dl class="totals">',
    total('Calls', String(report.calls.length)),
    total('ok', String(totals.ok)),
    total('drift', String(totals.drift), totals.drift > 0),
    total('server error', String(totals['server-error']), totals['server-error'] > 0),
    total('unreachable', String(totals.unreachable), totals.unreachable > 0),
    total('Routes called', `${called} of ${rows.size}`),
    '</dl>',
    '<h2>Routes of the contract</h2>',
    '<table>',
    '<caption>Drift first, then server errors, unreachable, ok and not called yet; issues are those of the latest call that had any.</caption>',
    '<thead><tr><th scope="col">State</th><th scope="col">Route</th><th scope="col" class="number">ok</th><th scope="col" class="number">drift</th><th scope="col" class="number">server error</th><th scope="col" class="number">unreachable</th><th scope="col">Last call</th><th scope="col">Latest issues</th></tr></thead>',
    `<tbody>${ordered.map((row) => routeRow(row, clock)).join('')}</tbody>`,
    '</table>',
    ...(unknown.length === 0
      ? []
      : [
          '<h2>Paths not in the contract</h2>',
          '<table>',
          '<thead><tr><th scope="col">Path</th><th scope="col" class="number">Calls</th><th scope="col">Last call</th><th scope="col">Issues</th></tr></thead>',
          `<tbody>${unknown.join('')}</tbody>`,
          '</table>',
        ]),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
};
