// A stand-in for Stripe.js, for browser tests that route https://js.stripe.com/** to this file.
// It is not Stripe: it makes no network call, charges nothing and has no iframe.
// It implements the part of `window.Stripe` the app uses (src/components/payment-card/stripe-card-form.tsx,
// card-verify-dialog.tsx, src/features/add-fund/methods/card/card-pay-step.tsx), in Stripe's documented shapes:
// - a card Element drawn as one plain "Card number" input that takes the number, MM/YY and CVC in a row
//   ("4242 4242 4242 4242 12/34 123"); a number must pass the Luhn check;
// - confirmCardSetup answers the payment method id the mock backend reads brand, last four and the
//   setup intent from, the id the simulated card form saves (mockPaymentMethodId in src/components/payment-card/card-rules.ts);
//   a card ending 0002 is saved, as in mock builds, and declined for insufficient funds when paying;
// - confirmCardPayment succeeds (no 3-D Secure), unless given a card Element ending 0002.
// Messages are in English whatever the locale. Proven by tests/unit/payments/stripe-stand-in.test.tsx.
(() => {
  // The release in this script's URL, which @stripe/stripe-js compares with the one it expects (else it warns):
  // /v3/ reports 3, /endive/ reports 'endive'. Without a URL, the release @stripe/stripe-js 10.2.1 loads.
  const release = /^https:\/\/js\.stripe\.com\/([a-z0-9]+)\//.exec(document.currentScript?.src ?? '')?.[1];
  const version = release === 'v3' ? 3 : (release ?? 'endive');

  // By the number's first digits, first match wins, as in card-rules.ts.
  const BRANDS = [
    ['amex', /^3[47]/],
    ['diners', /^3(?:0[0-5]|[689])/],
    ['jcb', /^35(?:2[89]|[3-8])/],
    ['visa', /^4/],
    ['mastercard', /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
    ['discover', /^(?:6011|64[4-9]|65)/],
    ['unionpay', /^62/],
  ];
  const brandOf = (digits) => BRANDS.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'unknown';

  const passesLuhn = (digits) => {
    let sum = 0;
    for (let index = 0; index < digits.length; index += 1) {
      let digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  };

  const MESSAGES = {
    incomplete_number: 'Your card number is incomplete.',
    invalid_number: 'Your card number is invalid.',
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_month: "Your card's expiration month is invalid.",
    invalid_expiry_month_past: "Your card's expiration date is in the past.",
    invalid_expiry_year: "Your card's expiration year is invalid.",
    invalid_expiry_year_past: "Your card's expiration year is in the past.",
    incomplete_cvc: "Your card's security code is incomplete.",
  };
  const validationError = (code) => ({ type: 'validation_error', code, message: MESSAGES[code] });

  const DECLINED_LAST4 = '0002';
  const DECLINED = {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  };

  // The digits typed, in order, are the number (15 for Amex, else 16), MM, YY and the CVC (4 for Amex, else 3);
  // spaces and the slash only group them. `code` is the first problem, null when the card is complete.
  const readCard = (text) => {
    const digits = text.replace(/\D/g, '');
    const brand = brandOf(digits);
    const numberLength = brand === 'amex' ? 15 : 16;
    const number = digits.slice(0, numberLength);
    const month = digits.slice(numberLength, numberLength + 2);
    const year = digits.slice(numberLength + 2, numberLength + 4);
    const cvc = digits.slice(numberLength + 4, numberLength + 4 + (brand === 'amex' ? 4 : 3));
    const now = new Date();
    const expYear = 2000 + Number(year);
    const problem = () => {
      if (number.length < numberLength) return 'incomplete_number';
      if (!passesLuhn(number)) return 'invalid_number';
      if (month.length === 2 && (Number(month) < 1 || Number(month) > 12)) return 'invalid_expiry_month';
      if (year.length < 2) return 'incomplete_expiry';
      if (expYear < now.getFullYear()) return 'invalid_expiry_year_past';
      if (expYear === now.getFullYear() && Number(month) < now.getMonth() + 1) return 'invalid_expiry_month_past';
      if (expYear > now.getFullYear() + 50) return 'invalid_expiry_year';
      if (cvc.length < (brand === 'amex' ? 4 : 3)) return 'incomplete_cvc';
      return null;
    };
    return { brand, number, month, year, empty: digits === '', code: problem() };
  };

  // The id mockPaymentMethodId makes for the same card: pm_card_<brand>_exp<MMYY>_<last4>, then the
  // setup intent that attached it (the mock saves only a card one of the seller's own intents set up).
  const paymentMethodId = (card, setupIntentId) =>
    `pm_card_${card.brand === 'unknown' ? 'card' : card.brand}_exp${card.month}${card.year}_${card.number.slice(-4)}` +
    (setupIntentId ? `_${setupIntentId}` : '');

  // What each card Element has typed, for confirmCardSetup and confirmCardPayment to read.
  const typedCards = new WeakMap();

  const createCardElement = (group, locale) => {
    const handlers = {};
    const emit = (event, payload) => (handlers[event] ?? []).forEach((handler) => handler(payload));
    let text = '';
    // Like Stripe, an incomplete card is an error only once the field is left.
    let left = false;
    let input = null;
    let destroyed = false;

    const changeEvent = () => {
      const card = readCard(text);
      const shown = card.code !== null && !card.empty && (left || !card.code.startsWith('incomplete_'));
      return {
        elementType: 'card',
        empty: card.empty,
        complete: card.code === null,
        error: shown ? validationError(card.code) : undefined,
        brand: card.brand,
        value: {},
      };
    };

    const element = {
      mount(target) {
        if (destroyed) throw new Error('This Element has already been destroyed. Please create a new one.');
        if (input) throw new Error('This Element is already mounted. Use `unmount()` before mounting it again.');
        const container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) throw new Error(`The selector you specified (${target}) applies to no DOM elements.`);
        input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        input.placeholder = '1234 1234 1234 1234 MM / YY CVC';
        input.inputMode = 'numeric';
        input.autocomplete = 'off';
        input.value = text;
        input.dataset.locale = locale;
        input.style.cssText =
          'display:block;box-sizing:border-box;width:100%;margin:0;padding:2px 4px;border:0;' +
          'font:16px/1.5 system-ui,sans-serif;color:#1a1b1e;background:#fff';
        input.addEventListener('input', () => {
          text = input.value;
          left = false;
          emit('change', changeEvent());
        });
        input.addEventListener('focus', () => emit('focus', { elementType: 'card' }));
        input.addEventListener('blur', () => {
          const before = changeEvent().error?.code;
          left = true;
          if (changeEvent().error?.code !== before) emit('change', changeEvent());
          emit('blur', { elementType: 'card' });
        });
        container.append(input);
        setTimeout(() => input && emit('ready', { elementType: 'card' }));
      },
      on(event, handler) {
        (handlers[event] = handlers[event] ?? []).push(handler);
        return element;
      },
      off(event, handler) {
        handlers[event] = handler ? (handlers[event] ?? []).filter((known) => known !== handler) : [];
        return element;
      },
      focus: () => input?.focus(),
      blur: () => input?.blur(),
      clear() {
        text = '';
        left = false;
        if (input) input.value = '';
        emit('change', changeEvent());
      },
      unmount() {
        input?.remove();
        input = null;
      },
      destroy() {
        element.unmount();
        destroyed = true;
        if (group.card === element) group.card = null;
      },
    };
    typedCards.set(element, () => readCard(text));
    return element;
  };

  // "seti_123_secret_abc" → "seti_123", as Stripe reads the intent from its client secret.
  const intentIdOf = (clientSecret, prefix, method) => {
    const [id] = String(clientSecret).split('_secret_');
    if (!id.startsWith(`${prefix}_`) || id === clientSecret) {
      throw new Error(`Invalid value for ${method}: expected a client secret of the form ${prefix}_…_secret_….`);
    }
    return id;
  };

  const cardOf = (data, method) => {
    const read = typedCards.get(data?.payment_method?.card);
    if (!read) throw new Error(`Stripe stand-in: ${method} takes { payment_method: { card: <card Element> } }.`);
    return read();
  };

  window.Stripe = function Stripe(publishableKey, options) {
    if (typeof publishableKey !== 'string' || !/^pk_(test|live)_/.test(publishableKey)) {
      throw new Error(`Stripe stand-in: expected a publishable key (pk_test_… or pk_live_…), got ${publishableKey}.`);
    }
    return {
      // Called by @stripe/stripe-js's loadStripe with its own name and version.
      _registerWrapper: () => undefined,
      elements(elementsOptions) {
        const locale = elementsOptions?.locale ?? options?.locale ?? 'auto';
        const group = { card: null };
        return {
          create(type) {
            if (type !== 'card') throw new Error(`Stripe stand-in: only the card Element is here, not ${type}.`);
            if (group.card) throw new Error('Can only create one Element of type card.');
            group.card = createCardElement(group, locale);
            return group.card;
          },
          getElement: (type) => (type === 'card' ? group.card : null),
        };
      },
      async confirmCardSetup(clientSecret, data) {
        const id = intentIdOf(clientSecret, 'seti', 'confirmCardSetup');
        const card = cardOf(data, 'confirmCardSetup');
        if (card.code) return { error: validationError(card.code) };
        return {
          setupIntent: {
            id,
            object: 'setup_intent',
            client_secret: clientSecret,
            status: 'succeeded',
            payment_method: paymentMethodId(card, id),
          },
        };
      },
      // With only the client secret, the payment intent's saved card pays (the mock backend declines 0002 itself).
      async confirmCardPayment(clientSecret, data) {
        const id = intentIdOf(clientSecret, 'pi', 'confirmCardPayment');
        const paymentIntent = { id, object: 'payment_intent', client_secret: clientSecret, status: 'succeeded' };
        if (data?.payment_method === undefined) return { paymentIntent };
        const card = cardOf(data, 'confirmCardPayment');
        if (card.code) return { error: validationError(card.code) };
        if (card.number.endsWith(DECLINED_LAST4)) {
          return { error: { ...DECLINED, payment_intent: { ...paymentIntent, status: 'requires_payment_method' } } };
        }
        return { paymentIntent: { ...paymentIntent, payment_method: paymentMethodId(card) } };
      },
    };
  };
  window.Stripe.version = version;
})();
