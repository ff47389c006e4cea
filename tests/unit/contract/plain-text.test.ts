import { RequestAdAccountBodySchema } from '@contract/ad-accounts/ad-accounts.schema';
import { CreateBusinessCentreBodySchema } from '@contract/business-centres/business-centres.schema';
import { isPlainName, PLAIN_NAME_ISSUE_TEXT, plainNameSchema } from '@contract/common/plain-text';
import { MemberContactInfoSchema } from '@contract/partnership/partnership.schema';
import { GeneratePixelBodySchema } from '@contract/pixels/pixels.schema';
import { ShopifyConnectQuerySchema } from '@contract/shopify/shopify.schema';
import {
  CreateAdsAccountTicketBodySchema,
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
];

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
