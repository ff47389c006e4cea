import type { PartnerMember } from '@contract/partnership/partnership.schema';
import { describe, expect, it } from 'vitest';
import {
  contactChannels,
  MEMBER_CSV_COLUMNS,
  memberCsvColumns,
  spendingDecimal,
  type MemberCsvTexts,
} from '@/features/partner-members/member-export';

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
  dateTime: (iso) => `at:${iso}`,
};

describe('spendingDecimal', () => {
  it('writes cents as a plain two-decimal dollar amount', () => {
    expect(spendingDecimal(123_456)).toBe('1234.56');
    expect(spendingDecimal(100_005)).toBe('1000.05');
    expect(spendingDecimal(50)).toBe('0.50');
    expect(spendingDecimal(0)).toBe('0.00');
    expect(spendingDecimal(1_000_000_000)).toBe('10000000.00');
  });
});

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
  it('has one column per field on screen, with the reader’s headers', () => {
    const columns = memberCsvColumns(texts);
    expect(columns.map((column) => column.header)).toEqual(MEMBER_CSV_COLUMNS.map((column) => column.toUpperCase()));
  });

  it('maps a member to cells: spending as a decimal, labels from the texts, empty for missing values', () => {
    const row = Object.fromEntries(memberCsvColumns(texts).map((column) => [column.header, column.value(member)]));
    expect(row).toEqual({
      ID: 'usr_1',
      EMAIL: 'lan.nguyen@example.com',
      NAME: 'Nguyễn Lan',
      TOTALSPENDING: '1234.56',
      USERSTATUS: 'user:punished',
      VERIFYSTATUS: 'verify:reviewing',
      PLANSTATUS: 'plan:past_due',
      CONTACT: '<whatsApp>: +84987654321; <phone>: +84912345678; <telegram>: @lanshop',
      ADACCOUNTSCOUNT: 3,
      CURRENTPLAN: 'name:regular_3',
      CREATEDAT: 'at:2026-01-02T03:04:05.000Z',
      REQUESTAT: '',
    });
    const bare = { ...member, name: null, planStatus: null, currentPlan: null, contact: null };
    const cells = memberCsvColumns(texts).map((column) => column.value(bare));
    expect(cells.filter((cell) => cell === '')).toHaveLength(5);
  });
});
