import type { CallOutcome, ProxyCall } from './report';

/** Issues printed per side; the report keeps them all. */
const PRINTED_ISSUES = 3;

const LABELS: Readonly<Record<CallOutcome, string>> = {
  ok: 'ok   ',
  drift: 'DRIFT',
  'server-error': '5XX  ',
  unreachable: 'DOWN ',
};
/** ANSI colours: green, bold red, bold magenta, yellow. */
const COLOURS: Readonly<Record<CallOutcome, string>> = {
  ok: '32',
  drift: '1;31',
  'server-error': '1;35',
  unreachable: '33',
};

/** Texts from servers go to a terminal: no control characters (an escape sequence could rewrite the screen). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const printable = (text: string): string => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');

const listed = (issues: readonly string[]): string => {
  const shown = issues.slice(0, PRINTED_ISSUES).map(printable).join('; ');
  return issues.length > PRINTED_ISSUES ? `${shown} (+${issues.length - PRINTED_ISSUES} more)` : shown;
};

/**
 * One line per call: outcome, method, path, status, time, contract key, then what drifted, e.g.
 * `DRIFT GET /api/users 200 12ms users.getMe · answer drift: email: Invalid input: expected string, received number`.
 */
export const formatCallLine = (call: ProxyCall, { colour }: { colour: boolean }): string => {
  const label = colour ? `\u001b[${COLOURS[call.outcome]}m${LABELS[call.outcome]}\u001b[0m` : LABELS[call.outcome];
  const parts = [
    label,
    call.method,
    printable(call.path),
    call.status === null ? '—' : String(call.status),
    `${call.durationMs}ms`,
    call.key ?? 'unknown route',
  ];
  const details = [
    ...(call.requestIssues.length > 0 ? [`request drift: ${listed(call.requestIssues)}`] : []),
    ...(call.answerIssues.length > 0
      ? [`${call.outcome === 'unreachable' ? 'unreachable' : 'answer drift'}: ${listed(call.answerIssues)}`]
      : []),
  ];
  return [parts.join(' '), ...details].join(' · ');
};
