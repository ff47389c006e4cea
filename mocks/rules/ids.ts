/** Opaque ids for records created at run time (seeds use faker so they stay identical). */
export const newId = (prefix: string): string => `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;

/** A bearer token: opaque, unguessable, and recognisably the mock's. */
export const newToken = (): string =>
  `mock.${crypto.randomUUID().replaceAll('-', '')}${crypto.randomUUID().replaceAll('-', '')}`;

/** n random decimal digits. */
export const randomDigits = (count: number): string => {
  const values = crypto.getRandomValues(new Uint8Array(count));
  return Array.from(values, (value) => String(value % 10)).join('');
};
