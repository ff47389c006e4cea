// @vitest-environment happy-dom
import { createMockServer } from '@mocks/node';
import { scenarioCatalogue } from '@scenarios/index';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { mockPaymentMethodId } from '@/components/payment-card/card-rules';
import { cardLabel } from '@/components/payment-card/card-label';
import { useSavedCards } from '@/components/payment-card/card-queries';
import { StripeCardForm } from '@/components/payment-card/stripe-card-form';
import { loadStripeClient } from '@/components/payment-card/stripe-client';
import { changeLocale, initI18n, loadScreenNamespaces } from '@/lib/i18n';
import { STORAGE_KEYS } from '@/lib/storage';
import { serveScripts } from '../captcha/script-network';
import { renderKit } from '../kit/kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

/** The stand-in the browser suite routes https://js.stripe.com/** to, served here at the same URL. */
const STAND_IN = readFileSync('tests/stand-ins/stripe.js', 'utf8');
const serveStandIn = () => serveScripts((url) => (url.origin === 'https://js.stripe.com' ? STAND_IN : null));

const KEY = 'pk_test_51StandInKey';
const CARD = '4242 4242 4242 4242 12/34 123';

/**
 * Stripe.js as the app loads it: the real `loadStripe` injects its script, the stand-in answers at that URL.
 * A browser runs an inserted script asynchronously (`async` is true for it); happy-dom runs one without the
 * attribute at once, before `loadStripe` listens for its load, so the attribute is set here while it loads.
 */
const standInStripe = async () => {
  const requested = serveStandIn();
  const createElement = document.createElement.bind(document);
  const spy = vi.spyOn(document, 'createElement').mockImplementation(((
    tagName: string,
    options?: ElementCreationOptions,
  ) => {
    const element = createElement(tagName, options);
    if (element instanceof HTMLScriptElement) element.async = true;
    return element;
  }) as typeof document.createElement);
  try {
    return { stripe: await loadStripeClient(KEY), requested };
  } finally {
    spy.mockRestore();
  }
};

const typeInto = (input: HTMLElement, text: string) => fireEvent.input(input, { target: { value: text } });

/** A card Element of the stand-in mounted on its own, and the change events it fired. */
const mountCard = async () => {
  const { stripe } = await standInStripe();
  const target = document.body.appendChild(document.createElement('div'));
  const card = stripe.elements({ locale: 'en' }).create('card', { hidePostalCode: true });
  const changes: StripeCardElementChangeEvent[] = [];
  card.on('change', (event) => changes.push(event));
  card.mount(target);
  const input = within(target).getByRole('textbox', { name: 'Card number' });
  const type = (text: string) => {
    typeInto(input, text);
    return changes.at(-1);
  };
  return { stripe, card, input, changes, type };
};

// The mock backend of mock builds, so the saved card is the one the mock makes of the payment method id.
const mock = await createMockServer({ catalogue: scenarioCatalogue });
const requests: string[] = [];

beforeAll(async () => {
  mock.server.listen({ onUnhandledRequest: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  localStorage.clear();
  await initI18n();
  await changeLocale('en');
  await loadScreenNamespaces('payment-cards');
});

beforeEach(async () => {
  await mock.reset();
  localStorage.setItem(STORAGE_KEYS.accessToken, await mock.signIn());
  requests.length = 0;
});

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  mock.server.resetHandlers();
});

afterAll(() => mock.server.close());

describe('the Stripe.js stand-in', () => {
  it('is what @stripe/stripe-js loads from js.stripe.com, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');

    const { stripe, requested } = await standInStripe();

    expect(requested).toEqual(['https://js.stripe.com/endive/stripe.js']);
    expect(window.Stripe).toHaveProperty('version', 'endive');
    expect(typeof stripe.confirmCardSetup).toBe('function');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    { typed: CARD, number: '4242424242424242', expMonth: 12, expYear: 2034, brand: 'visa' },
    {
      typed: '5555 5555 5555 4444 01/30 123',
      number: '5555555555554444',
      expMonth: 1,
      expYear: 2030,
      brand: 'mastercard',
    },
    { typed: '3782 822463 10005 04/31 1234', number: '378282246310005', expMonth: 4, expYear: 2031, brand: 'amex' },
    // Saved, as the simulated form saves it: the mock backend declines it when it pays.
    { typed: '4000 0000 0000 0002 12/34 123', number: '4000000000000002', expMonth: 12, expYear: 2034, brand: 'visa' },
  ])('confirms a setup intent for $typed with the id the simulated form saves', async ({ typed, brand, ...card }) => {
    const { stripe, card: element, type } = await mountCard();

    expect(type(typed)).toEqual({
      elementType: 'card',
      empty: false,
      complete: true,
      error: undefined,
      brand,
      value: {},
    });
    const result = await stripe.confirmCardSetup('seti_1Abc_secret_xyz', {
      payment_method: { card: element, billing_details: { name: 'Lan', email: 'lan@example.com' } },
    });

    expect(result).toEqual({
      setupIntent: {
        id: 'seti_1Abc',
        object: 'setup_intent',
        client_secret: 'seti_1Abc_secret_xyz',
        status: 'succeeded',
        payment_method: mockPaymentMethodId(card, 'seti_1Abc'),
      },
    });
  });

  it.each([
    { typed: '4242 4242 4242 4241', code: 'invalid_number', message: 'Your card number is invalid.' },
    {
      typed: '4242 4242 4242 4242 13',
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
    },
    {
      typed: '4242 4242 4242 4242 12/20 123',
      code: 'invalid_expiry_year_past',
      message: "Your card's expiration year is in the past.",
    },
  ])('reports $code as it is typed', async ({ typed, code, message }) => {
    const { type } = await mountCard();

    expect(type(typed)).toMatchObject({ complete: false, error: { type: 'validation_error', code, message } });
  });

  it('reports an incomplete card only once the field is left, and confirms nothing with it', async () => {
    const { stripe, card, input, changes, type } = await mountCard();

    expect(type('4242 4242 4242 4242 12/3')).toMatchObject({ empty: false, complete: false, error: undefined });
    fireEvent.blur(input);

    const incomplete = { type: 'validation_error', code: 'incomplete_expiry' };
    expect(changes.at(-1)?.error).toMatchObject(incomplete);
    await expect(stripe.confirmCardSetup('seti_1_secret_2', { payment_method: { card } })).resolves.toEqual({
      error: { ...incomplete, message: "Your card's expiration date is incomplete." },
    });
  });

  it('confirms a card payment: succeeded, or declined for insufficient funds with a card ending 0002', async () => {
    const { stripe, card, type } = await mountCard();

    await expect(stripe.confirmCardPayment('pi_3Abc_secret_xyz')).resolves.toMatchObject({
      paymentIntent: { id: 'pi_3Abc', object: 'payment_intent', status: 'succeeded' },
    });
    type('4000 0000 0000 0002 12/34 123');
    await expect(stripe.confirmCardPayment('pi_3Abc_secret_xyz', { payment_method: { card } })).resolves.toMatchObject({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
  });
});

/** The saved cards as the mock backend lists them. */
const SavedCards = () => {
  const cards = useSavedCards().data?.body ?? [];
  return (
    <ul aria-label="Saved cards">
      {cards.map((card) => (
        <li key={card.paymentMethodId}>{cardLabel(card)}</li>
      ))}
    </ul>
  );
};

const renderForm = async () => {
  await standInStripe();
  const onSaved = vi.fn(() => Promise.resolve());
  renderKit(
    <>
      <SavedCards />
      <StripeCardForm publishableKey={KEY} canChooseDefault={false} onSaved={onSaved} onCancel={() => undefined} />
    </>,
  );
  const number = await screen.findByRole('textbox', { name: 'Card number' });
  return { number, onSaved };
};

const fillCardholder = () => {
  fireEvent.change(screen.getByRole('textbox', { name: /Name on card/ }), { target: { value: 'Nguyen Thi Lan' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Cardholder e-mail/ }), {
    target: { value: 'lan.nguyen@example.com' },
  });
};

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save card' }));

describe('StripeCardForm with the stand-in', () => {
  it.each([
    { typed: CARD, number: '4242424242424242', expMonth: 12, expYear: 2034, label: 'Visa •••• 4242' },
    {
      typed: '5555 5555 5555 4444 01/30 123',
      number: '5555555555554444',
      expMonth: 1,
      expYear: 2030,
      label: 'Mastercard •••• 4444',
    },
  ])('saves $typed with the payment method id the mock backend expects: $label', async ({ typed, label, ...card }) => {
    const saved: unknown[] = [];
    mock.server.use(
      // Reads the body, then lets the mock backend answer.
      http.post('*/api/billings/stripe/payment-methods', async ({ request }) => {
        saved.push(await request.clone().json());
      }),
    );
    const { number, onSaved } = await renderForm();

    typeInto(number, typed);
    fillCardholder();
    save();

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    // The setup intent the form asked the mock for, which the stand-in names in the id.
    const [intent] = mock.db.setupIntents.all().slice(-1);
    const paymentMethodId = mockPaymentMethodId(card, intent?.setupIntentId ?? '');
    expect(saved).toEqual([{ paymentMethodId }]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ paymentMethodId, last4: card.number.slice(-4) }));
    const list = screen.getByRole('list', { name: 'Saved cards' });
    expect(await within(list).findByText(label)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the element’s message for an incomplete number, keeps the focus on it and sends nothing', async () => {
    const { number } = await renderForm();

    typeInto(number, '4242 4242');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(number);
    fillCardholder();
    save();

    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incomplete.');
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('shows "Your card number is invalid." for a number that fails the Luhn check, and sends nothing', async () => {
    const { number } = await renderForm();

    typeInto(number, '4242 4242 4242 4241');

    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is invalid.');
    fillCardholder();
    save();
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(screen.getByRole('alert').textContent).toBe('Your card number is invalid.');
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });
});
