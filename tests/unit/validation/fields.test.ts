import { EmailSchema } from '@contract/common/primitives.schema';
import { PasswordSchema, PersonNameSchema, TelegramHandleSchema } from '@contract/users/users.schema';
import i18next, { type i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import enValidation from '@locales/en/validation.json';
import viValidation from '@locales/vi/validation.json';
import {
  checkedField,
  currentPasswordField,
  digitCodeField,
  emailField,
  fieldsMustMatch,
  optionalText,
  passwordField,
  optionalTelegramField,
  personNameField,
  plainText,
  telegramHandleField,
  translateValidationMessage,
  type ValidationTranslator,
} from '@/lib/validation';

let i18nInstance: i18n;
beforeAll(async () => {
  i18nInstance = i18next.createInstance();
  await i18nInstance.init({
    lng: 'vi',
    resources: { vi: { validation: viValidation }, en: { validation: enValidation } },
    interpolation: { escapeValue: false },
  });
});

const translatorFor =
  (lng: 'vi' | 'en'): ValidationTranslator =>
  (key, params) =>
    i18nInstance.getFixedT(lng, 'validation')(key, params);

/** The first message a form would show for the value, in both languages; null when valid. */
const messagesFor = (schema: z.ZodType, value: unknown): { vi: string; en: string } | null => {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? '';
  return {
    vi: translateValidationMessage(translatorFor('vi'), message),
    en: translateValidationMessage(translatorFor('en'), message),
  };
};

const REQUIRED = { vi: 'Trường này là bắt buộc.', en: 'This field is required.' };
const TELEGRAM_HANDLE_INVALID = {
  vi: 'Tên người dùng Telegram gồm @ và từ 5 đến 32 chữ cái, chữ số hoặc dấu gạch dưới (_).',
  en: 'A Telegram username is @ followed by 5 to 32 letters, digits or underscores (_).',
};
const TEXT_NOT_PLAIN = {
  vi: 'Nội dung không được chứa ký tự điều khiển hoặc ký tự ẩn (như ký tự điều khiển hướng văn bản hoặc khoảng trắng độ rộng bằng 0).',
  en: "This text can't contain control characters or hidden characters (such as text-direction marks or zero-width spaces).",
};
const NOT_PLAIN_TEXT = {
  vi: 'Tên không được chứa thẻ HTML hoặc ký tự ẩn (như ký tự điều khiển hướng văn bản).',
  en: "Names can't contain HTML tags or hidden characters (such as text-direction marks).",
};

describe.each([
  {
    field: 'email',
    schema: emailField(),
    valid: ['lan@example.com', '  lan@example.com  '],
    invalid: [
      ['', REQUIRED],
      ['   ', REQUIRED],
      ['lan@', { vi: 'Vui lòng nhập địa chỉ email hợp lệ.', en: 'Please enter a valid email address.' }],
      [`${'a'.repeat(250)}@example.com`, { vi: 'Tối đa 254 ký tự.', en: 'Must be at most 254 characters.' }],
    ],
  },
  {
    field: 'new password',
    schema: passwordField(),
    valid: ['123456', ' with spaces '],
    invalid: [
      ['', REQUIRED],
      ['12345', { vi: 'Mật khẩu phải có ít nhất 6 ký tự.', en: 'Password must be at least 6 characters.' }],
      ['x'.repeat(129), { vi: 'Tối đa 128 ký tự.', en: 'Must be at most 128 characters.' }],
    ],
  },
  {
    field: 'login password',
    schema: currentPasswordField(),
    valid: ['1'],
    invalid: [['', REQUIRED]],
  },
  {
    field: 'name',
    schema: personNameField(),
    valid: ['Lan', 'x'.repeat(100), 'Nguyễn Thị Lan', "Lan & Co O'Brien-Đức 2.0"],
    invalid: [
      ['', REQUIRED],
      ['<b>x</b>', NOT_PLAIN_TEXT],
      ['Lan\u202Egpj.exe', NOT_PLAIN_TEXT],
      ['Lan\u3164', NOT_PLAIN_TEXT],
      ['\u3164\u3164\u3164', NOT_PLAIN_TEXT],
      ['Lan\u00ADShop', NOT_PLAIN_TEXT],
      ['Lan\u0000Shop', NOT_PLAIN_TEXT],
      ['Lan\u{E0041}Shop', NOT_PLAIN_TEXT],
      ['Lo', { vi: 'Tên phải có từ 3 đến 100 ký tự.', en: 'Name must be between 3 and 100 characters.' }],
      ['  Lo  ', { vi: 'Tên phải có từ 3 đến 100 ký tự.', en: 'Name must be between 3 and 100 characters.' }],
      ['x'.repeat(101), { vi: 'Tên phải có từ 3 đến 100 ký tự.', en: 'Name must be between 3 and 100 characters.' }],
    ],
  },
  {
    field: 'Telegram handle',
    schema: telegramHandleField(),
    valid: ['@lanshop', ' @lan_shop_2026 ', '@Lan_Shop', `@${'x'.repeat(32)}`, '@12345'],
    invalid: [
      ['', REQUIRED],
      ['lanshop', { vi: 'Tên người dùng Telegram phải bắt đầu bằng @.', en: 'Telegram username must start with @.' }],
      [`@${'x'.repeat(100)}`, { vi: 'Tối đa 100 ký tự.', en: 'Must be at most 100 characters.' }],
      ...[
        '@lan',
        `@${'x'.repeat(33)}`,
        '@lan.shop',
        '@lan shop',
        '@<b>lan</b>',
        '@lan\u200Bshop',
        '@ｌａｎｓｈｏｐ',
        '@',
      ].map((handle) => [handle, TELEGRAM_HANDLE_INVALID] as const),
    ],
  },
  {
    field: '6-digit code',
    schema: digitCodeField(6),
    valid: ['123456', ' 123 456 ', '000001'],
    invalid: [
      ['', REQUIRED],
      ['12a456', { vi: 'Mã chỉ được gồm chữ số.', en: 'The code must contain digits only.' }],
      ['12345', { vi: 'Mã phải gồm 6 ký tự.', en: 'The code must be 6 characters.' }],
      ['1234567', { vi: 'Mã phải gồm 6 ký tự.', en: 'The code must be 6 characters.' }],
    ],
  },
  {
    field: '4-digit code',
    schema: digitCodeField(4),
    valid: ['1234'],
    invalid: [['123456', { vi: 'Mã phải gồm 4 ký tự.', en: 'The code must be 4 characters.' }]],
  },
  {
    field: 'checkbox',
    schema: checkedField(),
    valid: [true],
    invalid: [[false, { vi: 'Vui lòng đánh dấu vào ô này.', en: 'Please check this box.' }]],
  },
  {
    field: 'terms checkbox',
    schema: checkedField('termsRequired'),
    valid: [true],
    invalid: [
      [
        false,
        {
          vi: 'Vui lòng đồng ý với Chính sách quyền riêng tư và Điều khoản dịch vụ.',
          en: 'Please accept the Privacy Policy and Terms of Service.',
        },
      ],
    ],
  },
  {
    field: 'robot check',
    schema: checkedField('captchaRequired'),
    valid: [true],
    invalid: [
      [false, { vi: 'Vui lòng xác nhận bạn không phải là người máy.', en: 'Please confirm that you are not a robot.' }],
    ],
  },
  {
    field: 'free text',
    schema: plainText(optionalText(64)),
    valid: ['', '12 Main St', 'Lan <3 Shop'],
    invalid: [
      ['12 Main\u200B St', TEXT_NOT_PLAIN],
      ['12 Main St\n2nd floor', TEXT_NOT_PLAIN],
    ],
  },
  {
    field: 'multi-line free text',
    schema: plainText(optionalText(64), { multiline: true }),
    valid: ['12 Main St\n2nd floor'],
    invalid: [['12 Main St\u2066', TEXT_NOT_PLAIN]],
  },
  {
    field: 'optional telegram',
    schema: optionalTelegramField(),
    valid: ['', '@lanshop'],
    invalid: [
      ['lanshop', { vi: 'Tên người dùng Telegram phải bắt đầu bằng @.', en: 'Telegram username must start with @.' }],
      ['@lan.shop', TELEGRAM_HANDLE_INVALID],
    ],
  },
  {
    field: 'optional text',
    schema: optionalText(64),
    valid: ['', 'LAN2026'],
    invalid: [['x'.repeat(65), { vi: 'Tối đa 64 ký tự.', en: 'Must be at most 64 characters.' }]],
  },
] as const)('the $field field', ({ schema, valid, invalid }) => {
  it.each(valid.map((value) => [value]))('accepts %j', (value) => {
    expect(messagesFor(schema, value)).toBeNull();
  });

  it.each(invalid.map(([value, messages]) => [value, messages]))('refuses %j', (value, messages) => {
    expect(messagesFor(schema, value)).toEqual(messages);
  });
});

describe('output values', () => {
  it('trims text and drops spaces from a pasted code', () => {
    expect(emailField().parse('  lan@example.com ')).toBe('lan@example.com');
    expect(telegramHandleField().parse(' @lanshop ')).toBe('@lanshop');
    expect(digitCodeField(6).parse(' 123 456 ')).toBe('123456');
  });

  it('keeps spaces in a password', () => {
    expect(passwordField().parse(' secret ')).toBe(' secret ');
  });

  it('turns a ticked box into true', () => {
    expect(checkedField().parse(true)).toBe(true);
  });
});

describe('fieldsMustMatch', () => {
  const schema = z
    .object({ password: passwordField(), confirmPassword: passwordField(), accept: checkedField() })
    .superRefine(fieldsMustMatch('password', 'confirmPassword'));

  it('puts the mismatch on the confirmation field', () => {
    const result = schema.safeParse({ password: 'secret-1', confirmPassword: 'secret-2', accept: true });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(['confirmPassword']);
    expect(translateValidationMessage(translatorFor('en'), issue?.message ?? '')).toBe('Passwords do not match.');
    expect(translateValidationMessage(translatorFor('vi'), issue?.message ?? '')).toBe('Mật khẩu xác nhận không khớp.');
  });

  it('reports the mismatch even while another field is still invalid', () => {
    const result = schema.safeParse({ password: 'secret-1', confirmPassword: 'secret-2', accept: false });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['accept', 'confirmPassword']);
  });

  it('accepts equal values', () => {
    expect(schema.safeParse({ password: 'secret-1', confirmPassword: 'secret-1', accept: true }).success).toBe(true);
  });
});

describe('agreement with the contract', () => {
  it.each([
    ['email', emailField(), EmailSchema, ['lan@example.com', 'a@b.co', 'lan@', 'x'.repeat(300)]],
    ['password', passwordField(), PasswordSchema, ['123456', '12345', 'x'.repeat(128), 'x'.repeat(129)]],
    [
      'name',
      personNameField(),
      PersonNameSchema,
      ['Lan', 'Lo', 'x'.repeat(100), 'x'.repeat(101), 'Lan & Co', '<i>Lan</i>', 'Lan\u200Bx'],
    ],
    [
      'telegram',
      telegramHandleField(),
      TelegramHandleSchema,
      [
        '@lanshop',
        '@lan',
        'lan',
        `@${'x'.repeat(32)}`,
        `@${'x'.repeat(33)}`,
        `@${'x'.repeat(100)}`,
        '@lan.shop',
        '@<i>lan</i>',
        '@lan\u200Bshop',
      ],
    ],
  ] as const)('the %s field accepts exactly what the API accepts', (_name, field, contractSchema, samples) => {
    for (const sample of samples) {
      expect(field.safeParse(sample).success, sample).toBe(contractSchema.safeParse(sample).success);
    }
  });
});
