import { afterEach, describe, expect, it, vi } from 'vitest';
import { JSON_BODY_LIMIT_BYTES, MULTIPART_OVERHEAD_BYTES, uploadBodyLimits } from '../../../scripts/deploy/body-limits';
import { deployCli, deployConfig, USAGE } from '../../../scripts/deploy/cli';
import { DeploySettingError, parseServerNames } from '../../../scripts/deploy/server-names';

const output = () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { log: () => log.mock.calls.join('\n'), error: () => error.mock.calls.join('\n') };
};

afterEach(() => vi.restoreAllMocks());

describe('npm run deploy:nginx', () => {
  it.each([['--help'], ['-h']])('prints its usage for %s and exits 0', async (flag) => {
    const printed = output();
    expect(await deployCli([flag])).toBe(0);
    expect(printed.log()).toBe(USAGE);
    expect(USAGE).toMatch(/^Usage: npm run deploy:nginx -- --server-name HOST/);
    expect(printed.error()).toBe('');
  });

  it.each([
    [['--bogus'], "Unknown option '--bogus'"],
    [['--server-name'], "Option '--server-name <value>' argument missing"],
    [['--server-name', 'https://app.example.com'], '--server-name "https://app.example.com" is not a host name'],
    [['stray'], 'Unexpected argument'],
  ])('answers %j with what is wrong and the usage, no stack, and exits 2', async (args, message) => {
    const printed = output();
    expect(await deployCli(args)).toBe(2);
    expect(printed.error()).toContain(message);
    expect(printed.error()).toContain(USAGE);
    expect(printed.error()).not.toMatch(/\n\s+at /);
  });

  it('refuses to write anything without a server name, in one line, and exits 1', async () => {
    const printed = output();
    expect(await deployCli(['--out', '/nonexistent/never-written'])).toBe(1);
    expect(printed.error()).toBe(
      'DEPLOY_SERVER_NAME is not set: the host name(s) the site answers, e.g. app.example.com',
    );
  });

  it('renders the names it is given: the first is the one the API is told', async () => {
    const { site } = await deployConfig({
      mode: 'production',
      envDir: 'deploy',
      upstream: 'http://api.internal:8080',
      root: '/srv/app',
      listen: '8080',
      serverNames: ['App.Example.com, www.app.example.com'],
    });
    expect(site).toContain('server_name app.example.com www.app.example.com;');
    expect(site).toContain('proxy_set_header X-Forwarded-Host app.example.com;');
    expect(site).not.toContain('X-Forwarded-Host www.');
  });
});

describe('parseServerNames', () => {
  it('takes host names and IPv4 addresses, several per value, lower-cased and without repeats', () => {
    expect(parseServerNames(['app.example.com', 'WWW.app.example.com,app.example.com'], '--server-name')).toEqual([
      'app.example.com',
      'www.app.example.com',
    ]);
    expect(parseServerNames(['127.0.0.1 localhost'], 'DEPLOY_SERVER_NAME')).toEqual(['127.0.0.1', 'localhost']);
  });

  it.each([
    '_',
    '*.example.com',
    'app.example.com:8080',
    'https://app.example.com',
    'app.example.com/path',
    '-app.example.com',
    'app..example.com',
    'app.example.com.',
    'app_1.example.com',
    `${'a'.repeat(64)}.example.com`,
    'xn--bcher-kva.example;return',
  ])('refuses %j, naming where it came from', (name) => {
    expect(() => parseServerNames([name], 'DEPLOY_SERVER_NAME')).toThrow(DeploySettingError);
    expect(() => parseServerNames([name], 'DEPLOY_SERVER_NAME')).toThrow(/^DEPLOY_SERVER_NAME "/);
  });

  it('refuses an empty list', () => {
    expect(() => parseServerNames([' , '], '--server-name')).toThrow('--server-name is not set');
  });
});

describe('the body limits', () => {
  it('are 1 MB for JSON, and the file limit plus 64 KB of multipart on each upload route', () => {
    expect(JSON_BODY_LIMIT_BYTES).toBe(1_048_576);
    expect(MULTIPART_OVERHEAD_BYTES).toBe(65_536);
    expect(uploadBodyLimits()).toEqual([
      { path: '/api/upload/image', kind: 'image', maxBodyBytes: 5_242_880 + 65_536 },
      { path: '/api/upload/video', kind: 'video', maxBodyBytes: 104_857_599 + 65_536 },
    ]);
  });
});
