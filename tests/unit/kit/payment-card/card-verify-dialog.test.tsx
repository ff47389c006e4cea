// @vitest-environment happy-dom
import type { SavedCard } from '@contract/payments/stripe.schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { CardVerifyDialog } from '@/components/payment-card/card-verify-dialog';
import { formatCountdown, secondsLeft } from '@/lib/countdown';
import { loadScreenNamespaces } from '@/lib/i18n';
import { api, renderKit, setupKitTests } from '../kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupKitTests({ locale: 'en' });

beforeAll(async () => {
  await loadScreenNamespaces('payment-cards');
});

const PENDING: SavedCard = {
  paymentMethodId: 'pm_card_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  cardholderName: 'Nguyen Thi Lan',
  cardholderEmail: 'lan.nguyen@example.com',
  isDefault: true,
  status: 'Pending',
  createdAt: '2030-01-01T00:00:00.000Z',
  verifiedAt: null,
};

const LOCK_MESSAGE = 'Too many failures, please try again in 10 minutes.';

const lockedAnswer = (retryAfterSeconds: number) =>
  HttpResponse.json(
    {
      code: 'error.too_many_activation_failures',
      messageCode: 'error.too_many_activation_failures',
      message: LOCK_MESSAGE,
      retryAfterSeconds,
    },
    { status: 429 },
  );

const typeCode = async (code: string) => {
  fireEvent.change(await screen.findByRole('textbox', { name: /Activation code/ }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Activate card' }));
};

describe('countdown text', () => {
  it('reads minutes and two-digit seconds, rounded up to the next whole second', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(secondsLeft(10_001, 0)).toBe(11);
    expect(secondsLeft(0, 5_000)).toBe(0);
  });
});

describe('CardVerifyDialog activation lock', () => {
  it('shows the lock at the code field with the time left, and keeps the button off while it lasts', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(api('/api/stripe-payment/card-payment/active'), async ({ request }) => {
        sent.push(await request.json());
        return lockedAnswer(125);
      }),
    );
    const { rerender } = renderKit(<CardVerifyDialog card={PENDING} onClose={() => undefined} />);
    await typeCode('246810');

    const code = screen.getByRole('textbox', { name: /Activation code/ });
    expect((await screen.findByRole('alert')).textContent).toBe(LOCK_MESSAGE);
    expect(screen.getByRole('timer').textContent).toBe('Time left before you can try again: 2:05');
    // The message belongs to the field the code was typed in, and is not repeated below it.
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(LOCK_MESSAGE)).toHaveLength(1);
    const activate = screen.getByRole('button', { name: 'Activate card' });
    expect(activate.hasAttribute('disabled')).toBe(true);

    fireEvent.submit(code.closest('form') as HTMLFormElement);
    expect(sent).toHaveLength(1);

    // Closed and opened again, the dialog still knows the card is locked.
    rerender(<CardVerifyDialog card={null} onClose={() => undefined} />);
    await waitFor(() => expect(screen.queryByRole('timer')).toBeNull());
    rerender(<CardVerifyDialog card={PENDING} onClose={() => undefined} />);
    expect((await screen.findByRole('timer')).textContent).toMatch(/2:0[45]$/);
    expect(screen.getByRole('button', { name: 'Activate card' }).hasAttribute('disabled')).toBe(true);
  });

  it('counts down, then takes codes again once the lock ends', async () => {
    let locked = true;
    server.use(
      http.post(api('/api/stripe-payment/card-payment/active'), () =>
        locked
          ? lockedAnswer(2)
          : HttpResponse.json(
              {
                code: 'error.invalid_verification_code',
                messageCode: 'error.invalid_verification_code',
                message: 'The verification code is incorrect.',
              },
              { status: 400 },
            ),
      ),
    );
    renderKit(<CardVerifyDialog card={PENDING} onClose={() => undefined} />);
    await typeCode('135790');

    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/0:02$/);
    await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/0:01$/));
    await waitFor(() => expect(screen.queryByRole('timer')).toBeNull());
    expect(screen.queryByText(LOCK_MESSAGE)).toBeNull();
    expect(screen.getByRole('button', { name: 'Activate card' }).hasAttribute('disabled')).toBe(false);

    locked = false;
    await typeCode('135790');
    expect((await screen.findByRole('alert')).textContent).toBe('The verification code is incorrect.');
  });
});
