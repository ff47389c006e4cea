import type { PartnerMember } from '@contract/partnership/partnership.schema';
import { describe, expect, it } from 'vitest';
import {
  contactChannels,
  MEMBER_CSV_COLUMNS,
  memberCsvColumns,
  type MemberCsvTexts,
} from '@/features/partner-members/member-export';
import membersEn from '@locales/en/partner-members.json';
import membersVi from '@locales/vi/partner-members.json';
import { parse } from 'papaparse';
import { rowsToCsv } from '@/lib/csv-export';

const member: PartnerMember = {
  id: 'usr_1',
  email: 'lan.nguyen@example.com',
  name: 'Nguyễn Lan',
  totalSpending: 123_456,
  userStatus: 'punished',
  verifyStatus: 'reviewing',
  planStatus: 'past_due',
  contact: {
    phone: '+84912345678',
    zalo: null,
    telegram: '@lanshop',
    facebook: null,
    whatsApp: '+84987654321',
    primaryContact: 'whatsApp',
  },
  adAccountsCount: 3,
  currentPlan: 'regular_3',
  createdAt: '2026-01-02T03:04:05.000Z',
  requestAt: null,
};

const texts: MemberCsvTexts = {
  header: (column) => column.toUpperCase(),
  channel: (channel) => `<${channel}>`,
  userStatus: (status) => `user:${status}`,
  verifyStatus: (status) => `verify:${status}`,
  planStatus: (status) => `plan:${status}`,
  plan: (plan) => `name:${plan}`,
};

const csvTexts = {
  amountHeader: (header: string, currency: string) => `${header} (${currency})`,
  timezone: 'Asia/Ho_Chi_Minh',
};

/** The file's header and data lines, each as its cells. */
const csvLines = async (members: PartnerMember[]) =>
  (await rowsToCsv(members, memberCsvColumns(texts), csvTexts)).split('\r\n').map((line) => line.split(','));

describe('contactChannels', () => {
  it('puts the primary channel first, then the phone, and skips empty ones', () => {
    expect(contactChannels(member.contact)).toEqual([
      { channel: 'whatsApp', value: '+84987654321' },
      { channel: 'phone', value: '+84912345678' },
      { channel: 'telegram', value: '@lanshop' },
    ]);
    expect(contactChannels(null)).toEqual([]);
  });
});

describe('memberCsvColumns', () => {
  it('has one column per field on screen, with the reader’s headers and the currency on spending', async () => {
    const [header] = await csvLines([]);
    expect(header).toEqual(
      MEMBER_CSV_COLUMNS.map((column) => (column === 'totalSpending' ? 'TOTALSPENDING (USD)' : column.toUpperCase())),
    );
  });

  it.each([
    ['en', membersEn.list, 'Requested at'],
    ['vi', membersVi.list, 'Ngày gửi yêu cầu'],
  ])(
    'heads the columns with the screen’s words in %s, the last one when the member asked for review',
    async (_, list, requested) => {
      const columns = memberCsvColumns({ ...texts, header: (column) => list[column] });
      const [header] = (await rowsToCsv([], columns, csvTexts)).split('\r\n');
      expect(header?.split(',').at(-1)).toBe(requested);
      expect(header).toContain(`${list.createdAt},${requested}`);
    },
  );

  it('writes a member: spending as a plain decimal, dates in ISO 8601, labels from the texts, empty for missing values', async () => {
    const csv = await rowsToCsv([member], memberCsvColumns(texts), csvTexts);
    expect(csv.split('\r\n')[1]).toBe(
      'usr_1,lan.nguyen@example.com,Nguyễn Lan,1234.56,user:punished,verify:reviewing,plan:past_due,' +
        '<whatsApp>: +84987654321; <phone>: +84912345678; <telegram>: @lanshop,3,name:regular_3,2026-01-02T10:04:05+07:00,',
    );
    const bare = { ...member, name: null, planStatus: null, currentPlan: null, contact: null };
    const [, cells] = await csvLines([bare]);
    expect(cells?.filter((cell) => cell === '')).toHaveLength(5);
  });
});

describe('the members file and spreadsheet formulas (issue 41)', () => {
  it('writes a name or contact that starts a formula as text, and spending still as a number', async () => {
    const attacker: PartnerMember = {
      ...member,
      name: '=HYPERLINK("http://x","Open report")',
      email: '+1@example.com',
      totalSpending: -1_250,
      contact: {
        phone: '+84912345678',
        zalo: null,
        telegram: null,
        facebook: null,
        whatsApp: null,
        primaryContact: 'telegram',
      },
    };
    const csv = await rowsToCsv([attacker], memberCsvColumns({ ...texts, channel: () => '@SUM(1+1)' }), csvTexts);
    const [, cells] = parse<string[]>(csv).data;
    const at = (column: (typeof MEMBER_CSV_COLUMNS)[number]) => cells?.[MEMBER_CSV_COLUMNS.indexOf(column)];
    expect(at('name')).toBe('\'=HYPERLINK("http://x","Open report")');
    expect(at('email')).toBe("'+1@example.com");
    expect(at('contact')).toBe("'@SUM(1+1): +84912345678");
    expect(at('totalSpending')).toBe('-12.50');
    expect(at('adAccountsCount')).toBe('3');
  });
});
