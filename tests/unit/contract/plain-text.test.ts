import { RequestAdAccountBodySchema } from '@contract/ad-accounts/ad-accounts.schema';
import { CreateBusinessCentreBodySchema } from '@contract/business-centres/business-centres.schema';
import {
  isPlainName,
  isPlainText,
  PLAIN_NAME_ISSUE_TEXT,
  PLAIN_TEXT_ISSUE_TEXT,
  plainNameSchema,
  plainTextSchema,
} from '@contract/common/plain-text';
import { CancelSubscriptionBodySchema } from '@contract/plans/plans.schema';
import {
  ExclusivePartnerSurveyBodySchema,
  MemberContactInfoDecisionBodySchema,
  PartnershipJoinLetterBodySchema,
  ReviewDecisionSchema,
} from '@contract/partnership/partnership.schema';
import { RequestRefundBodySchema } from '@contract/transactions/transactions.schema';
import { MemberContactInfoSchema } from '@contract/partnership/partnership.schema';
import { GeneratePixelBodySchema } from '@contract/pixels/pixels.schema';
import { ShopifyConnectQuerySchema } from '@contract/shopify/shopify.schema';
import {
  CreateAdsAccountTicketBodySchema,
  CreateTicketBodySchema,
  SentVerificationFormSchema,
  VerificationFormSchema,
  VerificationWithFormSchema,
} from '@contract/tickets/tickets.schema';
import { PersonNameSchema, RegisterBodySchema, UpdateUserBodySchema } from '@contract/users/users.schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { verificationForm } from '../mocks/request-bodies';

const NameSchema = plainNameSchema({ min: 1, max: 100 });

const VALID_NAMES = [
  'Nguyễn Thị Lan',
  'Trần Đức Anh',
  'Lê Hoàng Phúc',
  'Phạm Thị Ngọc Ánh',
  'Công ty TNHH Thương mại Hoàng Phúc',
  'Công ty Hoàng Phúc'.normalize('NFD'),
  'Lan & Co',
  "O'Brien",
  'Anne-Marie Dupont',
  'St. John Ltd.',
  'Đức Sport 2.0',
  'Shop 24/7',
  'Love < 3',
  'A <3 B',
  'Price > cost',
  'Lan’s Boutique',
  '(VN) Spring sale #1',
  // Every script's letters, with their combining marks (issue 41).
  'Nguyễn Thị Ánh Tuyết'.normalize('NFD'),
  '王小明',
  '山田 太郎',
  '김민준',
  'สมชาย ใจดี',
  'محمد الأحمد',
  'דוד כהן',
  'देवनागरी शर्मा',
  'Иван Петров',
  'Γιώργος Παπαδόπουλος',
  'Ṭhākur Āśram',
  'Lan ❤️ Shop',
  'Shop 1️⃣',
];

/** Every code point of the rule's set: controls but tab, line feed and carriage return, and the default-ignorables but variation selectors. */
const refusedEverywhere = (codePoint: number): boolean => {
  const char = String.fromCodePoint(codePoint);
  if (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d) return false;
  if (/[\u180B-\u180D\u180F\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u.test(char)) return false;
  return /[\p{Cc}\p{Default_Ignorable_Code_Point}]/u.test(char);
};

/** Each invisible character the rule refuses, by code point. */
const HIDDEN_CHARACTERS = [
  0x061c, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2061, 0x2062,
  0x2063, 0x2064, 0x2066, 0x2067, 0x2068, 0x2069, 0xfeff,
];

const MARKUP = [
  '<script>alert(1)</script>',
  '<b>x</b>',
  'Lan <img src=x onerror=alert(1)>',
  'Shop</title>',
  'Lan <!-- hidden -->',
  '<?php echo 1 ?>',
  '<!DOCTYPE html>',
  'Lan<br/>Shop',
  'x\n<svg onload=alert(1)>',
];

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('plain-text names (the contract rule)', () => {
  it.each(VALID_NAMES)('accepts %s', (name) => {
    expect(isPlainName(name)).toBe(true);
    expect(NameSchema.safeParse(name).success).toBe(true);
  });

  it.each(MARKUP)('refuses the markup %s, with the rule’s message', (name) => {
    expect(isPlainName(name)).toBe(false);
    expect(messagesOf(NameSchema, name)).toEqual([PLAIN_NAME_ISSUE_TEXT]);
  });

  it.each(HIDDEN_CHARACTERS.map((codePoint) => [hex(codePoint), codePoint] as const))(
    'refuses the hidden character %s, inside or at either end of a name',
    (_label, codePoint) => {
      const hidden = String.fromCodePoint(codePoint);
      expect(messagesOf(NameSchema, `Lan${hidden}gpj.exe`)).toEqual([PLAIN_NAME_ISSUE_TEXT]);
      for (const name of [`Lan${hidden}gpj.exe`, `${hidden}Lan Shop`, `Lan Shop${hidden}`]) {
        expect(isPlainName(name), name).toBe(false);
        // U+FEFF is white space to String.prototype.trim, so at an end it is trimmed off instead.
        const parsed = NameSchema.safeParse(name);
        if (parsed.success) expect(parsed.data, name).toBe('Lan Shop');
        else expect(parsed.error.issues.map((issue) => issue.message)).toEqual([PLAIN_NAME_ISSUE_TEXT]);
      }
    },
  );

  it('trims before checking, and keeps the length limits', () => {
    expect(NameSchema.parse('  Lan & Co  ')).toBe('Lan & Co');
    expect(PersonNameSchema.safeParse('Lo').success).toBe(false);
    expect(PersonNameSchema.safeParse('x'.repeat(101)).success).toBe(false);
  });
});

describe('request bodies refuse names that are not plain text', () => {
  const bad = 'Lan\u202Egpj.exe';

  it.each([
    ['register name', RegisterBodySchema.shape.name],
    ['verification full name', VerificationFormSchema.shape.fullName],
    ['account first name', UpdateUserBodySchema.shape.firstName],
    ['account last name', UpdateUserBodySchema.shape.lastName],
    ['account business name', UpdateUserBodySchema.shape.businessName],
    ['business centre name', CreateBusinessCentreBodySchema.shape.name],
    ['business centre business name', CreateBusinessCentreBodySchema.shape.businessName],
    ['ad account request name', RequestAdAccountBodySchema.shape.name],
    ['ad account ticket name', CreateAdsAccountTicketBodySchema.shape.name],
    ['pixel label', GeneratePixelBodySchema.shape.name],
    ['pixel platform name', GeneratePixelBodySchema.shape.pixelName],
    ['store connect pixel name', ShopifyConnectQuerySchema.shape.pixelName],
  ] as const)('%s', (_field, schema) => {
    expect(schema.safeParse('Lan & Co').success).toBe(true);
    expect(messagesOf(schema, '<b>Lan</b>')).toEqual([PLAIN_NAME_ISSUE_TEXT]);
    expect(messagesOf(schema, bad)).toEqual([PLAIN_NAME_ISSUE_TEXT]);
  });

  it('a verification form read back keeps a name stored before the rule', () => {
    for (const form of [VerificationWithFormSchema.shape.form, MemberContactInfoSchema.shape.information.unwrap()]) {
      expect(form).toBe(SentVerificationFormSchema);
    }
    const sent = { ...verificationForm(), fullName: 'Lan\u202Egpj.exe' };
    expect(SentVerificationFormSchema.safeParse(sent).success).toBe(true);
    expect(VerificationFormSchema.safeParse(sent).success).toBe(false);
  });
});

describe('control and invisible characters (issue 41)', () => {
  it('refuses every control character and every default-ignorable code point, in names and in any text', () => {
    const missed: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if ((codePoint >= 0xd800 && codePoint <= 0xdfff) || !refusedEverywhere(codePoint)) continue;
      const text = `Lan${String.fromCodePoint(codePoint)}Shop`;
      if (isPlainName(text) || isPlainText(text) || isPlainText(text, { multiline: true })) missed.push(hex(codePoint));
    }
    expect(missed).toEqual([]);
  });

  it.each([
    ['NUL', 0x0000],
    ['escape', 0x001b],
    ['next line (C1)', 0x0085],
    ['soft hyphen', 0x00ad],
    ['Hangul filler', 0x3164],
    ['Hangul choseong filler', 0x115f],
    ['Hangul jungseong filler', 0x1160],
    ['half-width Hangul filler', 0xffa0],
    ['Braille blank', 0x2800],
    ['tag letter A', 0xe0041],
    ['language tag', 0xe0001],
    ['cancel tag', 0xe007f],
    ['interlinear annotation', 0xfff9],
  ])('refuses the %s', (_name, codePoint) => {
    const char = String.fromCodePoint(codePoint);
    expect(messagesOf(NameSchema, `Lan${char}Shop`)).toEqual([PLAIN_NAME_ISSUE_TEXT]);
    expect(isPlainText(`Lan${char}Shop`, { multiline: true })).toBe(false);
    // A name of fillers only is not an empty-looking row in a list.
    expect(isPlainName(char.repeat(3))).toBe(false);
  });

  it('refuses line breaks and tabs in one-line text, and takes them in multi-line text', () => {
    for (const breakChar of ['\n', '\r', '\r\n', '\t', '\u2028', '\u2029']) {
      expect(isPlainName(`Lan${breakChar}Shop`)).toBe(false);
      expect(isPlainText(`Lan${breakChar}Shop`)).toBe(false);
    }
    expect(isPlainText('Closing the shop.\r\nThank you!\tLan', { multiline: true })).toBe(true);
  });

  it('takes a variation selector after the character it draws, not alone', () => {
    expect(isPlainName('Lan \u2764\uFE0F Shop')).toBe(true);
    expect(isPlainName('\u845B\u{E0100}')).toBe(true);
    for (const alone of ['\uFE0FLan', 'Lan \uFE0F', 'Lan\u2764\uFE0F\uFE0F', '\u{E0100}Lan', 'Lan \u180B']) {
      expect(isPlainName(alone), JSON.stringify(alone)).toBe(false);
    }
  });

  it('refuses half of a character (a lone surrogate)', () => {
    expect(isPlainName('Lan\uD800')).toBe(false);
    expect(isPlainName('\uDC00Lan')).toBe(false);
    expect(isPlainName('Lan \u{1F600}')).toBe(true);
  });

  it('takes markup in free text, which is shown as text, but not in a name', () => {
    expect(isPlainText('Price <b>low</b>')).toBe(true);
    expect(isPlainName('Price <b>low</b>')).toBe(false);
    const Text = plainTextSchema({ max: 100 });
    expect(Text.parse('  12 Main St  ')).toBe('12 Main St');
    expect(Text.safeParse('12 Main St\u200B').error?.issues.map((issue) => issue.message)).toEqual([
      PLAIN_TEXT_ISSUE_TEXT,
    ]);
  });
});

describe('request bodies refuse free text that is not plain (issue 41)', () => {
  const hidden = 'Lan\u3164Shop';
  const refund = (receiving: Record<string, unknown>, detail?: string) => ({
    amount: 1_000,
    reason: detail === undefined ? 'permanent_stop' : 'other',
    ...(detail === undefined ? {} : { reasonDetail: detail }),
    receiving,
  });
  const wise = { method: 'wise', wiseEmail: 'lan@example.com', accountHolder: 'Nguyen Thi Lan' };
  const ach = {
    method: 'bank',
    scheme: 'ach',
    country: 'US',
    bankName: 'Chase',
    routingNumber: '021000021',
    accountNumber: '12345678',
    accountType: 'checking',
    accountHolder: 'Nguyen Thi Lan',
    address: '1 Main St, New York',
  };

  it.each([
    ['verification city', VerificationFormSchema.shape.city],
    ['verification street address', VerificationFormSchema.shape.streetAddress],
    ['verification postal code', VerificationFormSchema.shape.postalCode],
    ['verification business type', VerificationFormSchema.shape.businessType],
    ['verification shop code', VerificationFormSchema.shape.shopCode],
    ['survey text', ExclusivePartnerSurveyBodySchema.shape.text],
    ['cancel reason', CancelSubscriptionBodySchema.shape.reason],
    ['contact info rejection reason', MemberContactInfoDecisionBodySchema.shape.reason],
    ['product link rejection reason', ReviewDecisionSchema.options[1].shape.rejectionReason],
  ] as const)('%s', (_field, schema) => {
    expect(schema.safeParse('Lan & Co').success).toBe(true);
    expect(messagesOf(schema, hidden)).toEqual([PLAIN_TEXT_ISSUE_TEXT]);
  });

  it('the community message', () => {
    const letter = { facebookProfileUrl: 'https://www.facebook.com/lan' };
    expect(PartnershipJoinLetterBodySchema.safeParse({ ...letter, message: 'Hello partner' }).success).toBe(true);
    expect(
      PartnershipJoinLetterBodySchema.safeParse({ ...letter, message: 'Hello\u200Bpartner' }).error?.issues.map(
        (issue) => issue.message,
      ),
    ).toEqual([PLAIN_TEXT_ISSUE_TEXT]);
  });

  it("a refund's account holder, bank name, address and reason", () => {
    expect(RequestRefundBodySchema.safeParse(refund(wise)).success).toBe(true);
    expect(RequestRefundBodySchema.safeParse(refund(ach)).success).toBe(true);
    for (const body of [
      refund({ ...wise, accountHolder: hidden }),
      refund({ ...wise, accountHolder: '<b>Lan</b>' }),
      refund({ ...ach, accountHolder: hidden }),
      refund({ ...ach, bankName: `Chase\u00AD` }),
      refund({ ...ach, address: '1 Main St\u0000' }),
      refund(wise, 'Closing\u202Edown'),
    ]) {
      expect(RequestRefundBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
    expect(RequestRefundBodySchema.safeParse(refund(wise, 'Closing the shop.\nThanks')).success).toBe(true);
  });

  it('a ticket note, and a transfer code in its alphabet', () => {
    const ticket = { type: 'recharge_user_balance', amount: 10_000, paymentMethod: 'localBankTicket' };
    expect(
      CreateTicketBodySchema.safeParse({ ...ticket, transferCode: 'TKABC123XYZ789', note: 'Paid\ntoday' }).success,
    ).toBe(true);
    for (const extra of [
      { note: 'Paid\u200Btoday' },
      { transferCode: 'TK\u200BABC' },
      { transferCode: 'ＴＫ１２３' },
    ]) {
      expect(CreateTicketBodySchema.safeParse({ ...ticket, ...extra }).success, JSON.stringify(extra)).toBe(false);
    }
  });
});
