/** A setting of `deploy:nginx` that is missing or malformed: its message is one line for the operator. */
export class DeploySettingError extends Error {
  override name = 'DeploySettingError';
}

/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A plain host name or IPv4 address (`app.example.com`, `127.0.0.1`): no scheme, port, path, wildcard or `_`. */
const isServerName = (name: string): boolean =>
  name.length <= 253 && name.split('.').every((label) => LABEL.test(label));

/**
 * The host names the site answers, from `--server-name` (repeatable) or `DEPLOY_SERVER_NAME`, each
 * value one name or several separated by commas or spaces. Lower-cased, without repeats; throws
 * `DeploySettingError` naming `source` for an empty list or a malformed name.
 */
export const parseServerNames = (values: readonly string[], source: string): string[] => {
  const names = values.flatMap((value) => value.split(/[\s,]+/)).filter((name) => name !== '');
  if (names.length === 0) {
    throw new DeploySettingError(`${source} is not set: the host name(s) the site answers, e.g. app.example.com`);
  }
  const malformed = names.find((name) => !isServerName(name.toLowerCase()));
  if (malformed !== undefined) {
    throw new DeploySettingError(
      `${source} "${malformed}" is not a host name: letters, digits and hyphens in dot-separated labels, e.g. app.example.com (no scheme, port, path or wildcard)`,
    );
  }
  return [...new Set(names.map((name) => name.toLowerCase()))];
};
