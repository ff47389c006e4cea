/* eslint-disable no-console */
/**
 * `npm run deploy:nginx -- [--mode production] [--upstream URL] [--root DIR] [--listen PORT] [--out DIR] [--env-dir DIR]`
 *
 * Writes the nginx configuration for the build made with the same settings (`npm run build` reads
 * the same `.env.<mode>` files and `VITE_*` variables): `site.conf` (the server block) and
 * `nginx.conf` (a whole configuration that includes it). Without `--upstream`, it writes
 * `site.conf.template`, keeping `${API_UPSTREAM}` for the envsubst step of nginx's container image.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { aliases } from '../../vite.config';
import { apiLocations } from './api-locations';
import { loadBuildSettings } from './load-build-settings';
import { renderNginxMain, renderNginxSite } from './nginx';

export const DEBIAN_MIME_TYPES = '/etc/nginx/mime.types';
const UPSTREAM_PLACEHOLDER = '${API_UPSTREAM}';

export interface DeployConfigOptions {
  mode: string;
  upstream: string;
  root: string;
  listen: string;
  /** Where the `.env.<mode>` files are: the project's root, as for `npm run build`. */
  envDir?: string;
}

/** The site and main configuration for one build's settings. */
export const deployConfig = async (options: DeployConfigOptions) => {
  const env = loadEnv(options.mode, options.envDir ?? process.cwd(), 'VITE_');
  const { parseBuildSettings } = await loadBuildSettings(aliases);
  const settings = parseBuildSettings(env, { requireLiveSettings: true });
  const builtFor = `mode ${options.mode}, API ${settings.apiMode}, brand ${env.VITE_BRAND ?? 'default'}`;
  return {
    site: renderNginxSite({
      headers: settings.headers,
      apiLocations: apiLocations(),
      upstream: options.upstream,
      root: options.root,
      listen: options.listen,
      builtFor,
    }),
    main: renderNginxMain({ mimeTypes: DEBIAN_MIME_TYPES }),
  };
};

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      mode: { type: 'string', default: 'production' },
      upstream: { type: 'string', default: UPSTREAM_PLACEHOLDER },
      root: { type: 'string', default: resolve('dist') },
      listen: { type: 'string', default: '8080' },
      out: { type: 'string', default: 'deploy/out' },
      'env-dir': { type: 'string', default: '.' },
    },
  });
  try {
    const { site, main: whole } = await deployConfig({ ...values, envDir: values['env-dir'] });
    // Still holding ${API_UPSTREAM}, it is a template for the envsubst step of nginx's container image.
    const siteFile = join(values.out, values.upstream === UPSTREAM_PLACEHOLDER ? 'site.conf.template' : 'site.conf');
    await mkdir(values.out, { recursive: true });
    await writeFile(siteFile, site);
    await writeFile(join(values.out, 'nginx.conf'), whole);
    console.log(`Wrote ${siteFile} and ${join(values.out, 'nginx.conf')}`);
    return 0;
  } catch (error) {
    // The settings' ConfigError comes from another module instance (Vite's runner): known by its name.
    if (!(error instanceof Error) || error.name !== 'ConfigError') throw error;
    console.error(error.message);
    return 1;
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();
