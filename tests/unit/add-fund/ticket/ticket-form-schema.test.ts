import type { PaymentMethodId } from '@contract/common/enums.schema';
import { WALLET_TICKET_METHODS } from '@contract/payments/receiving-accounts';
import { PANEL_KIND } from '@/features/add-fund/methods/catalogue';
import {
  CreateAutoTicketBodySchema,
  CreateTicketBodySchema,
  RechargeUserBalanceTicketBodySchema,
} from '@contract/tickets/tickets.schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emptyTicketForm,
  TICKET_LIMITS,
  ticketFormSchema,
  type TicketFormValues,
  type TicketOrder,
  type TicketRequest,
} from '@/features/add-fund/methods/ticket/ticket-form-schema';
import {
  attachmentRequired,
  isTicketMethod,
  paidInVnd,
  receivingOf,
  TICKET_METHODS,
  usdOnly,
  type TicketMethod,
} from '@/features/add-fund/methods/ticket/ticket-methods';
import { makeTransferCode } from '@/features/add-fund/methods/ticket/transfer-code';
import { validationMessage } from '@/lib/validation';

/** The first message of each field, as the form shows it. */
const fieldErrors = (schema: z.ZodType, values: unknown): Record<string, string> => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

const USER_ID = 'usr_4f9a2c7e1b3d5f6a8c0e';
const CODE = makeTransferCode(USER_ID, (length) => new Uint8Array(length).fill(7));
const ATTACHMENT = 'https://uploads.example.com/mock-uploads/receipt.png';

const order = (method: TicketMethod, amount = 10_000, tip = 0): TicketOrder => ({ method, amount, tip });

const form = (values: Partial<TicketFormValues> = {}): TicketFormValues => ({ ...emptyTicketForm(CODE), ...values });

/** What the form sends, checked by the contract as the server checks it. */
const sent = (ticketOrder: TicketOrder, values: TicketFormValues): TicketRequest => {
  const request = ticketFormSchema(ticketOrder).parse(values);
  if (request.kind === 'auto') expect(CreateAutoTicketBodySchema.parse(request.body)).toEqual(request.body);
  else expect(CreateTicketBodySchema.parse(request.body)).toEqual(request.body);
  return request;
};

const MANUAL_METHODS = [...TICKET_METHODS].filter(
  (method): method is Exclude<TicketMethod, 'airWallexAuto'> => method !== 'airWallexAuto',
);

describe('ticket methods', () => {
  it('serves exactly the methods the add-fund page gives the ticket panel', () => {
    const ticketPanelMethods = Object.entries(PANEL_KIND)
      .filter(([, kind]) => kind === 'ticket')
      .map(([method]) => method)
      .sort();
    expect([...TICKET_METHODS].sort()).toEqual(ticketPanelMethods);
    expect(TICKET_METHODS.size).toBe(12);
  });

  it('knows which methods need an attachment, USD only, or VND', () => {
    expect([...TICKET_METHODS].filter(attachmentRequired)).toEqual(['transferWise']);
    expect([...TICKET_METHODS].filter(usdOnly)).toEqual(['transferWire']);
    expect([...TICKET_METHODS].filter(paidInVnd).sort()).toEqual(['TPBank', 'localBankTicket']);
    expect(isTicketMethod('creditCard' satisfies PaymentMethodId)).toBe(false);
  });

  it("sends Wise and wire transfers to the Hong Kong and United States accounts (the demo's settings)", () => {
    for (const method of ['transferWise', 'transferWire'] as const) {
      const receiving = receivingOf(method);
      expect(receiving?.kind).toBe('bankAccounts');
      if (receiving?.kind === 'bankAccounts')
        expect(receiving.accounts.map((account) => account.type)).toEqual(['HK', 'US']);
    }
    expect(receivingOf('localBankTicket')?.kind).toBe('vietnameseBank');
    expect(receivingOf('TPBank')?.kind).toBe('vietnameseBank');
    for (const method of WALLET_TICKET_METHODS) expect(receivingOf(method)?.kind).toBe('wallet');
  });
});

describe('ticket form: the billing attachment', () => {
  it('is required for Wise, with the spec message', () => {
    expect(fieldErrors(ticketFormSchema(order('transferWise')), form())).toEqual({
      attachmentUrl: validationMessage('billingAttachmentRequired'),
    });
    expect(fieldErrors(ticketFormSchema(order('transferWise')), form({ attachmentUrl: '  ' }))).toHaveProperty(
      'attachmentUrl',
    );
    // The contract refuses the same body without it.
    const body = { type: 'recharge_user_balance', amount: 10_000, paymentMethod: 'transferWise', transferCode: CODE };
    expect(RechargeUserBalanceTicketBodySchema.safeParse(body).success).toBe(false);
  });

  it.each(MANUAL_METHODS.filter((method) => method !== 'transferWise'))('is optional for %s', (method) => {
    expect(fieldErrors(ticketFormSchema(order(method)), form())).toEqual({});
  });
});

describe('ticket form: the transfer code', () => {
  it('must be one the panel made', () => {
    const schema = ticketFormSchema(order('paypal'));
    for (const code of ['', 'TK123', `${CODE}X`, CODE.toLowerCase(), 'TK4F9A2C0OOOOO', 'AB4F9A2CHHHHHH']) {
      expect(fieldErrors(schema, form({ transferCode: code })), code).toHaveProperty('transferCode');
    }
    expect(fieldErrors(schema, form())).toEqual({});
  });

  it('is not asked of the automatic Airwallex request', () => {
    expect(
      fieldErrors(ticketFormSchema(order('airWallexAuto')), form({ transferCode: '', paymentId: 'int_1' })),
    ).toEqual({});
  });
});

describe('ticket form: what it sends the contract accepts', () => {
  it('sends a Wise ticket with its attachment, code and note, trimmed', () => {
    expect(
      sent(order('transferWise', 123_456, 1_000), form({ attachmentUrl: ATTACHMENT, note: '  Sent from HSBC  ' })),
    ).toEqual({
      kind: 'ticket',
      body: {
        type: 'recharge_user_balance',
        amount: 123_456,
        tip: 1_000,
        paymentMethod: 'transferWise',
        transferCode: CODE,
        attachmentUrl: ATTACHMENT,
        note: 'Sent from HSBC',
      },
    });
  });

  it.each(MANUAL_METHODS)('sends a %s ticket without the empty optional fields', (method) => {
    const amount = paidInVnd(method) ? 20_000 : 10_050;
    const values = method === 'transferWise' ? form({ attachmentUrl: ATTACHMENT }) : form();
    const request = sent(order(method, amount), values);
    expect(request.kind).toBe('ticket');
    if (request.kind !== 'ticket') return;
    expect(request.body).toMatchObject({ paymentMethod: method, amount, tip: 0, transferCode: CODE });
    expect(request.body).not.toHaveProperty('note');
    if (method !== 'transferWise') expect(request.body).not.toHaveProperty('attachmentUrl');
  });

  it('sends the Airwallex payment id to the automatic route, and requires it', () => {
    const schema = ticketFormSchema(order('airWallexAuto', 5_000, 500));
    expect(fieldErrors(schema, form())).toEqual({ paymentId: validationMessage('required') });
    expect(fieldErrors(schema, form({ paymentId: 'x'.repeat(TICKET_LIMITS.paymentIdMax + 1) }))).toEqual({
      paymentId: validationMessage('maxLength', { max: TICKET_LIMITS.paymentIdMax }),
    });
    expect(sent(order('airWallexAuto', 5_000, 500), form({ paymentId: ' int_hkdm2h5x7g3n ' }))).toEqual({
      kind: 'auto',
      body: { paymentMethod: 'airWallexAuto', amount: 5_000, tip: 500, paymentId: 'int_hkdm2h5x7g3n' },
    });
  });

  it('refuses a note longer than the contract takes', () => {
    const note = 'n'.repeat(TICKET_LIMITS.noteMax + 1);
    expect(fieldErrors(ticketFormSchema(order('paypal')), form({ note }))).toEqual({
      note: validationMessage('maxLength', { max: TICKET_LIMITS.noteMax }),
    });
    expect(sent(order('paypal'), form({ note: note.slice(1) })).kind).toBe('ticket');
  });
});
