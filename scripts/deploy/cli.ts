/* eslint-disable no-console */
/**
 * `npm run deploy:nginx -- --server-name HOST [options]`: writes the nginx configuration for the
 * build made with the same settings. `--help` (below, `USAGE`) says it all.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { aliases } from '../../vite.config';
import { apiLocations } from './api-locations';
import { uploadBodyLimits } from './body-limits';
import { loadBuildSettings } from './load-build-settings';
import { renderNginxMain, renderNginxSite } from './nginx';
import { DeploySettingError, parseServerNames } from './server-names';

export const DEBIAN_MIME_TYPES = '/etc/nginx/mime.types';
const UPSTREAM_PLACEHOLDER = '${API_UPSTREAM}';
const SERVER_NAME_VARIABLE = 'DEPLOY_SERVER_NAME';

export interface DeployConfigOptions {
  mode: string;
  upstream: string;
  root: string;
  listen: string;
  /** Where the `.env.<mode>` files are: the project's root, as for `npm run build`. */
  envDir?: string;
  /** The host names the site answers; without them, `DEPLOY_SERVER_NAME` of those files or the environment. */
  serverNames?: readonly string[];
}

/** The site and main configuration for one build's settings; throws `DeploySettingError` or the settings' ConfigError. */
export const deployConfig = async (options: DeployConfigOptions) => {
  const envDir = options.envDir ?? process.cwd();
  const env = loadEnv(options.mode, envDir, 'VITE_');
  const serverNames =
    options.serverNames === undefined
      ? parseServerNames([loadEnv(options.mode, envDir, 'DEPLOY_')[SERVER_NAME_VARIABLE] ?? ''], SERVER_NAME_VARIABLE)
      : parseServerNames(options.serverNames, '--server-name');
  const { parseBuildSettings } = await loadBuildSettings(aliases);
  const settings = parseBuildSettings(env, { requireLiveSettings: true });
  const builtFor = `mode ${options.mode}, API ${settings.apiMode}, brand ${env.VITE_BRAND ?? 'default'}`;
  return {
    site: renderNginxSite({
      headers: settings.headers,
      apiLocations: apiLocations(),
      uploadLimits: uploadBodyLimits(),
      serverNames,
      upstream: options.upstream,
      root: options.root,
      listen: options.listen,
      builtFor,
    }),
    main: renderNginxMain({ mimeTypes: DEBIAN_MIME_TYPES }),
  };
};

export const USAGE = [
  'Usage: npm run deploy:nginx -- --server-name HOST [options]',
  '',
  'Writes the nginx configuration for the build made with the same settings (`npm run build` reads the same',
  '.env.<mode> files and VITE_* variables): site.conf (the server blocks) and nginx.conf (a whole configuration',
  'that includes it). See the README, "Deploying".',
  '',
  '  --server-name HOST  a host name the site answers, e.g. app.example.com; repeat it (or separate names with',
  `                      commas) for more, or set ${SERVER_NAME_VARIABLE}. The API is told the first as Host and`,
  '                      X-Forwarded-Host; a request for any other host, or none, is closed unanswered (444)',
  "  --upstream URL      the API's origin, e.g. http://api.internal:8080 (default: ${API_UPSTREAM}, left for the",
  "                      envsubst step of nginx's container image: writes site.conf.template instead of site.conf)",
  "  --root DIR          the built app's folder (default: ./dist)",
  '  --listen PORT       what nginx listens on: a port, or address:port (default 8080)',
  '  --out DIR           where the two files go (default deploy/out)',
  '  --mode MODE         the build mode whose .env files are read (default production)',
  '  --env-dir DIR       the folder of those .env files (default: the current one)',
  '  -h, --help          this text',
  '',
  'Exit status: 0 written; 1 a setting is missing or malformed (one line each); 2 a bad option.',
].join('\n');

/** A wrong command line: what is wrong, then the usage; exit status 2. */
const usageError = (message: string): number => {
  console.error(`${message}\n\n${USAGE}`);
  return 2;
};

/** The command with its arguments (after `--`); resolves to its exit status. */
export const deployCli = async (args: readonly string[]): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        'server-name': { type: 'string', multiple: true, default: [] },
        mode: { type: 'string', default: 'production' },
        upstream: { type: 'string', default: UPSTREAM_PLACEHOLDER },
        root: { type: 'string', default: resolve('dist') },
        listen: { type: 'string', default: '8080' },
        out: { type: 'string', default: 'deploy/out' },
        'env-dir': { type: 'string', default: '.' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  let serverNames: string[] | undefined;
  try {
    serverNames =
      values['server-name'].length === 0 ? undefined : parseServerNames(values['server-name'], '--server-name');
  } catch (error) {
    if (error instanceof DeploySettingError) return usageError(error.message);
    throw error;
  }
  try {
    const { site, main: whole } = await deployConfig({ ...values, envDir: values['env-dir'], serverNames });
    // Still holding ${API_UPSTREAM}, it is a template for the envsubst step of nginx's container image.
    const siteFile = join(values.out, values.upstream === UPSTREAM_PLACEHOLDER ? 'site.conf.template' : 'site.conf');
    await mkdir(values.out, { recursive: true });
    await writeFile(siteFile, site);
    await writeFile(join(values.out, 'nginx.conf'), whole);
    console.log(`Wrote ${siteFile} and ${join(values.out, 'nginx.conf')}`);
    return 0;
  } catch (error) {
    // The settings' ConfigError comes from another module instance (Vite's runner): known by its name.
    const isSetting = error instanceof DeploySettingError || (error instanceof Error && error.name === 'ConfigError');
    if (!isSetting) throw error;
    console.error(error.message);
    return 1;
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = await deployCli(process.argv.slice(2));
