/* eslint-disable no-console */
/**
 * `npm run contract:proxy -- --target URL [--port P] [--app DIR | --dev] [--report FILE] [--html FILE]`:
 * QA clicks through the app against a real API (staging) while the proxy checks every call
 * against the contract and prints one line per call. Runs until stopped (Ctrl+C), then writes the
 * report and the summary a last time.
 */
import { formatCallLine } from './console-line';
import { parseProxyArgs, USAGE } from './options';
import { SUMMARY_PATH, startContractProxy } from './proxy-server';

const main = async (): Promise<number | null> => {
  const parsed = parseProxyArgs(process.argv.slice(2));
  if (parsed.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    console.error(parsed.message);
    console.error(USAGE);
    return 2;
  }
  const { args } = parsed;
  const colour = process.stdout.isTTY === true && !process.env.NO_COLOR;
  const proxy = await startContractProxy({
    ...args,
    onCall: (call) => console.log(formatCallLine(call, { colour })),
    onError: (line) => console.error(line),
  });
  const earlier = proxy.report().calls.length;
  console.log(
    [
      `Contract proxy on ${proxy.url}: the app from ${args.app === 'dev' ? "Vite's dev server" : args.app.dir}, the API → ${args.target}`,
      ...(args.uploadTarget ? [`Uploads → ${args.uploadTarget}`] : []),
      `Report ${args.reportFile}${earlier > 0 ? ` (continued: ${earlier} calls so far)` : ''}, summary ${args.htmlFile}, live at ${proxy.url}${SUMMARY_PATH}`,
    ].join('\n'),
  );

  const stop = () => {
    void proxy.close().then(() => {
      console.log(`Report written to ${args.reportFile}, summary to ${args.htmlFile}`);
      process.exit(0);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Serves until a signal stops it.
  return null;
};

main().then(
  (code) => {
    if (code !== null) process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
