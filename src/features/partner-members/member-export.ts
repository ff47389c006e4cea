import type { ContactInfo } from '@contract/users/users.schema';
import type { PartnerMember } from '@contract/partnership/partnership.schema';
import type { CsvCell, CsvColumn } from '@/lib/csv-export';

/** A way to reach a member, as ContactInfoSchema holds them. */
export type ContactChannel = 'phone' | 'zalo' | 'telegram' | 'facebook' | 'whatsApp';

const CHANNEL_ORDER: readonly ContactChannel[] = ['phone', 'telegram', 'facebook', 'whatsApp', 'zalo'];

/** The member's filled-in channels, the primary one first, then the phone, then the rest. */
export const contactChannels = (contact: ContactInfo | null): { channel: ContactChannel; value: string }[] => {
  if (contact === null) return [];
  const order = [contact.primaryContact, ...CHANNEL_ORDER.filter((channel) => channel !== contact.primaryContact)];
  return order.flatMap((channel) => {
    const value = contact[channel];
    return value ? [{ channel, value }] : [];
  });
};

/** What the file's cells need from the reader's language: headers and labels. */
export interface MemberCsvTexts {
  header: (column: MemberCsvColumn) => string;
  channel: (channel: ContactChannel) => string;
  userStatus: (status: PartnerMember['userStatus']) => string;
  verifyStatus: (status: PartnerMember['verifyStatus']) => string;
  planStatus: (status: NonNullable<PartnerMember['planStatus']>) => string;
  plan: (plan: NonNullable<PartnerMember['currentPlan']>) => string;
}

export const MEMBER_CSV_COLUMNS = [
  'id',
  'email',
  'name',
  'totalSpending',
  'userStatus',
  'verifyStatus',
  'planStatus',
  'contact',
  'adAccountsCount',
  'currentPlan',
  'createdAt',
  'requestAt',
] as const;
type MemberCsvColumn = (typeof MEMBER_CSV_COLUMNS)[number];

/**
 * The export's columns, as on screen: statuses and plans in the reader's words, spending as a
 * plain decimal a spreadsheet can add up, dates in ISO 8601, every contact channel in one cell.
 */
export const memberCsvColumns = (texts: MemberCsvTexts): CsvColumn<PartnerMember>[] => {
  const cell: { [Column in MemberCsvColumn]: CsvCell<PartnerMember> } = {
    id: { value: (member) => member.id },
    email: { value: (member) => member.email },
    name: { value: (member) => member.name ?? '' },
    totalSpending: { cents: (member) => member.totalSpending },
    userStatus: { value: (member) => texts.userStatus(member.userStatus) },
    verifyStatus: { value: (member) => texts.verifyStatus(member.verifyStatus) },
    planStatus: { value: (member) => (member.planStatus ? texts.planStatus(member.planStatus) : '') },
    contact: {
      value: (member) =>
        contactChannels(member.contact)
          .map(({ channel, value }) => `${texts.channel(channel)}: ${value}`)
          .join('; '),
    },
    adAccountsCount: { value: (member) => member.adAccountsCount },
    currentPlan: { value: (member) => (member.currentPlan ? texts.plan(member.currentPlan) : '') },
    createdAt: { moment: (member) => member.createdAt },
    requestAt: { moment: (member) => member.requestAt },
  };
  return MEMBER_CSV_COLUMNS.map((column) => ({ header: texts.header(column), ...cell[column] }));
};
