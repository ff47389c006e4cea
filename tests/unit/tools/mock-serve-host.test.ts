import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { MOCK_CONTROL_PREFIX } from '@contract/mock-control/mock-control.contract';
import { describe, expect, it } from 'vitest';
import { startMockHttpServer } from '../../../scripts/mock-serve';
import { exposedHostWarning, parseHost, urlHostOf, usage } from '../../../scripts/mock-serve/options';
import { parseScenario } from '../../../scripts/mock-serve/scenario-choice';
import { scenarioCatalogue } from '@scenarios/index';

/* mock:serve's --host (loopback unless asked, with a warning when others can reach it) and --scenario. */

const run = promisify(execFile);

describe('--host', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['0.0.0.0', '0.0.0.0'],
    ['::1', '::1'],
    ['[::]', '::'],
    ['mock.internal', 'mock.internal'],
  ])('reads %s', (value, host) => {
    expect(parseHost(value)).toBe(host);
  });

  it.each(['', 'http://0.0.0.0', '0.0.0.0:4010', 'two words', '-rf'])(
    'refuses %j naming the form it wants',
    (value) => {
      expect(() => parseHost(value)).toThrow(/^--host ".*": expected an IP address or a host name/);
    },
  );

  it('warns that the control API has no authentication on any address but loopback', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) expect(exposedHostWarning(host)).toBeNull();
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'mock.internal']) {
      expect(exposedHostWarning(host)).toMatch(/control API under \/__mock\/ has no authentication/);
    }
  });

  it('gives the server a URL a local client can call', () => {
    expect(urlHostOf('0.0.0.0')).toBe('127.0.0.1');
    expect(urlHostOf('::')).toBe('[::1]');
    expect(urlHostOf('fd00::5')).toBe('[fd00::5]');
    expect(urlHostOf('192.168.1.20')).toBe('192.168.1.20');
  });

  it('listens on the address given', async () => {
    const mock = await startMockHttpServer({ port: 0, host: '127.0.0.2', log: false });
    try {
      expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/);
      expect((await fetch(`${mock.url}${MOCK_CONTROL_PREFIX}/clock`)).status).toBe(200);
    } finally {
      await mock.close();
    }
  });

  it('is in the usage, with its default and the warning', () => {
    const text = usage({ port: 4010, scenario: 'verified-seller' });
    expect(text).toContain('[--host H]');
    expect(text).toMatch(/--host H {7}address to listen on \(default 127\.0\.0\.1\)/);
    expect(text).toContain('the control API has no authentication: it prints a warning');
  });
});

describe('--scenario', () => {
  it('takes a scenario id and refuses another, naming the valid ones', () => {
    expect(parseScenario('partner', scenarioCatalogue)).toBe('partner');
    expect(() => parseScenario('does-not-exist', scenarioCatalogue)).toThrow(
      /^--scenario Unknown scenario "does-not-exist"; valid ids: new-seller, verified-seller, .*partner/,
    );
  });

  it('stops the CLI before seeding, after the warning of a host others can reach', async () => {
    const failed = run('node_modules/.bin/tsx', [
      'scripts/mock-serve.ts',
      '--host',
      '0.0.0.0',
      '--port',
      '0',
      '--scenario',
      'does-not-exist',
    ]);
    await expect(failed).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr: expect.stringMatching(
        /^Warning: listening on 0\.0\.0\.0, [^\n]*no authentication[^\n]*\n--scenario Unknown scenario "does-not-exist"; valid ids: [^\n]+\n$/,
      ),
    });
  });
});
