// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaUnsolvedError, createCaptchaProvider, selectCaptchaProviderId } from '@/lib/captcha';
import { createMockCaptchaProvider } from '@/lib/captcha/mock-captcha-provider';
import { MOCK_CAPTCHA_TOKEN } from '@/lib/captcha/mock-token';
import { startApp } from './render-auth';

afterEach(() => cleanup());
beforeEach(async () => {
  await startApp('vi');
});

describe('the mock captcha', () => {
  it('refuses a token until the user ticks "I am not a robot"', async () => {
    const captcha = createMockCaptchaProvider();
    const onSolvedChange = vi.fn();
    render(
      <MantineProvider>
        <captcha.Widget onSolvedChange={onSolvedChange} />
      </MantineProvider>,
    );

    await expect(captcha.getToken('register')).rejects.toBeInstanceOf(CaptchaUnsolvedError);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Tôi không phải là người máy' }));

    expect(onSolvedChange).toHaveBeenCalledWith(true);
    await expect(captcha.getToken('register')).resolves.toBe(MOCK_CAPTCHA_TOKEN);
    await expect(captcha.getToken('forgot_password')).resolves.toBe('mock-captcha-token');
  });

  it('unticks the check on reset, so a used token is not offered again', async () => {
    const captcha = createMockCaptchaProvider();
    render(
      <MantineProvider>
        <captcha.Widget />
      </MantineProvider>,
    );
    const check = screen.getByRole('checkbox', { name: 'Tôi không phải là người máy' });
    fireEvent.click(check);
    expect(check).toHaveProperty('checked', true);

    act(() => captcha.reset());

    expect(check).toHaveProperty('checked', false);
    await expect(captcha.getToken('register')).rejects.toBeInstanceOf(CaptchaUnsolvedError);
  });

  it('shows a validation error with the check', () => {
    const captcha = createMockCaptchaProvider();
    render(
      <MantineProvider>
        <captcha.Widget error="Please confirm that you are not a robot." />
      </MantineProvider>,
    );
    expect(screen.getByText('Please confirm that you are not a robot.')).toBeTruthy();
  });

  it('keeps the state of each form apart', async () => {
    const first = createMockCaptchaProvider();
    const second = createMockCaptchaProvider();
    render(
      <MantineProvider>
        <first.Widget />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('checkbox'));
    await expect(first.getToken('register')).resolves.toBe(MOCK_CAPTCHA_TOKEN);
    await expect(second.getToken('register')).rejects.toBeInstanceOf(CaptchaUnsolvedError);
  });

  it('is the provider of mock builds', async () => {
    expect(selectCaptchaProviderId()).toBe('mock');
    expect((await createCaptchaProvider()).id).toBe('mock');
  });
});
