import { BUSINESS_TIME_ZONE } from '@contract/common/business-calendar';

/** Where a new business centre starts: the product's home market. */
export const DEFAULT_TIME_ZONE = BUSINESS_TIME_ZONE;

/**
 * The IANA zones offered for a business centre: those of the self-serve markets the product
 * sells in (South-East and East Asia first, then Oceania, Europe and the Americas), and UTC.
 */
export const BUSINESS_CENTRE_TIME_ZONES = [
  DEFAULT_TIME_ZONE,
  'Asia/Bangkok',
  'Asia/Jakarta',
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Manila',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Australia/Sydney',
  'Australia/Perth',
  'Pacific/Auckland',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/Bogota',
  'America/Lima',
  'America/Santiago',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'UTC',
] as const;

/** "GMT+07:00" for a zone at a moment ("GMT" for UTC itself). */
export const gmtOffsetOf = (zone: string, at: Date): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';

const offsetMinutes = (gmt: string): number => {
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(gmt);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
};

/** The zones as select options, "(GMT+07:00) Asia/Ho Chi Minh", west to east at that moment. */
export const timeZoneOptions = (at: Date): Array<{ value: string; label: string }> =>
  BUSINESS_CENTRE_TIME_ZONES.map((zone) => ({ zone, gmt: gmtOffsetOf(zone, at) }))
    .sort((a, b) => offsetMinutes(a.gmt) - offsetMinutes(b.gmt))
    .map(({ zone, gmt }) => ({ value: zone, label: `(${gmt}) ${zone.replaceAll('_', ' ')}` }));
