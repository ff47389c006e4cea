// @vitest-environment happy-dom
import { DURATIONS, MAX_AMOUNT_CENTS } from '@contract/common/constants';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { FaqView } from '@/features/help/components/faq-page';
import { FAQ_GROUPS, faqFigures, visibleFaqGroups } from '@/features/help/faq/faq-content';
import { DEFAULT_BUSINESS_SETTINGS } from '@contract/common/constants';
import enHelp from '@locales/en/help.json';
import { setTestConfig } from '../shell/test-config';
import { configurationHandler, renderHelp, setupHelpTests, startHelpI18n } from './render-help';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupHelpTests();

const renderFaq = async (initialQuery = '') => {
  const onQueryChange = vi.fn<(query: string) => void>();
  await renderHelp(<FaqView initialQuery={initialQuery} onQueryChange={onQueryChange} />);
  return { onQueryChange };
};

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the FAQ content', () => {
  it('asks every question of the translations somewhere, and only those', () => {
    const defined = FAQ_GROUPS.flatMap((group) => group.items.map((item) => item.id)).sort();
    expect(defined).toEqual(Object.keys(enHelp.faq.items).sort());
    expect(FAQ_GROUPS.map((group) => group.id)).toEqual(Object.keys(enHelp.faq.groups));
  });

  it('leaves out the groups and questions of features that are off', () => {
    const flags = setTestConfig({ VITE_FLAG_SUBSCRIPTION: 'false', VITE_FLAG_REFUND: 'true' }).brand.flags;
    const groups = visibleFaqGroups({ flags, affiliateTerms: 'lifetime' });
    const ids = groups.flatMap((group) => group.items.map((item) => item.id));
    expect(groups.map((group) => group.id)).not.toContain('plans');
    expect(ids).toContain('refundSelfService');
    expect(ids).not.toContain('refundBySupport');
    expect(ids).toContain('referralEarningsLifetime');
    expect(ids).not.toContain('referralEarningsStandard');
  });

  it('takes every figure from the contract constants and the build settings', () => {
    const figures = faqFigures('en', { ...DEFAULT_BUSINESS_SETTINGS, minTopUpCents: 2_000, trialDays: 7 });
    expect(figures).toMatchObject({
      taxRate: '6%',
      taxDate: 'February 1, 2022',
      minTopUp: '$20',
      maxAmount: `$${(MAX_AMOUNT_CENTS / 100).toLocaleString('en')}`,
      trialDays: 7,
      bankTransferMinutes: DURATIONS.bankTransferCreditMinutes,
      usdtMin: 4,
      usdtMax: 8,
      maxBusinessCentres: 3,
      refundProcessingMin: 1,
      refundProcessingMax: 5,
      refundArrivalMin: 10,
      refundArrivalMax: 15,
      cancellationMin: 2,
      cancellationMax: 3,
      reviewMin: 4,
      reviewMax: 8,
      videoMaxMb: 100,
      cardCredit: '$0.50',
    });
  });
});

// Renders the whole FAQ (every group and answer, Mantine): well under a second idle, seconds on two busy cores.
describe('the FAQ page', () => {
  it('filters questions and answers as the user types, without accents: "thue" finds "thuế"', async () => {
    server.use(configurationHandler());
    await startHelpI18n('vi');
    const { onQueryChange } = await renderFaq();
    expect(headings()).toContain('Ví và nạp tiền');

    fireEvent.change(screen.getByRole('textbox', { name: 'Tìm câu hỏi' }), { target: { value: 'thue' } });

    expect(onQueryChange).toHaveBeenLastCalledWith('thue');
    expect(screen.getByRole('status').textContent).toBe('Số câu hỏi phù hợp: 1');
    expect(headings()).toEqual(['Ví và nạp tiền']);
    const question = screen.getByRole('button', { name: 'Nạp tiền có bị tính thuế không?' });
    // A match opens, so the reader sees the answer that matched.
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Kể từ ngày 1 tháng 2, 2022, mỗi lần nạp tiền chịu thuế 6%/)).toBeTruthy();
  });

  it('opens the matches of a narrow search only; the first letters typed leave the questions closed', async () => {
    server.use(configurationHandler());
    await startHelpI18n('en');
    await renderFaq();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search the questions' }), { target: { value: 't' } });
    const broad = screen.getAllByRole('button', { expanded: false });
    expect(broad.length).toBeGreaterThan(5);
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search the questions' }), {
      target: { value: 'transaction hash' },
    });
    expect(screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent)).toEqual([
      'How long does a USDT payment take?',
    ]);
  });

  it('follows the address when it changes without typing (the sidebar link drops the search)', async () => {
    server.use(configurationHandler());
    await startHelpI18n('en');
    const Harness = () => {
      const [query, setQuery] = useState('transaction hash');
      return (
        <>
          <button type="button" onClick={() => setQuery('')}>
            Open the FAQ link
          </button>
          <FaqView initialQuery={query} onQueryChange={() => undefined} />
        </>
      );
    };
    await renderHelp(<Harness />);
    expect(screen.getByRole('status').textContent).toBe('Matching questions: 1');

    fireEvent.click(screen.getByRole('button', { name: 'Open the FAQ link' }));

    expect(screen.getByRole('textbox', { name: 'Search the questions' })).toHaveProperty('value', '');
    expect(screen.getByRole('status').textContent).toMatch(/^Questions: \d+$/);
  });

  it('starts from the query of the URL and fills in the brand and the build settings', async () => {
    setTestConfig({ VITE_TRIAL_DAYS: '7', VITE_MIN_TOP_UP_USD: '20' });
    server.use(configurationHandler());
    await startHelpI18n('en');
    await renderFaq('trial');

    expect(screen.getByRole('textbox', { name: 'Search the questions' })).toHaveProperty('value', 'trial');
    expect(screen.getByText(/A new plan starts with a 7-day free trial/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search the questions' }), { target: { value: 'minimum' } });
    expect(screen.getByText(/Each top-up is at least \$20 and at most \$100,000/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search the questions' }), { target: { value: 'what is' } });
    expect(screen.getByRole('button', { name: 'What is Ads Centre?' })).toBeTruthy();
  });

  it('says when nothing matches and clears the search with its button', async () => {
    server.use(configurationHandler());
    await startHelpI18n('en');
    const { onQueryChange } = await renderFaq('zzzz');

    expect(screen.getByText('No questions match “zzzz”')).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(onQueryChange).toHaveBeenLastCalledWith('');
    const input = screen.getByRole('textbox', { name: 'Search the questions' });
    expect(input).toHaveProperty('value', '');
    expect(document.activeElement).toBe(input);
    expect(headings().length).toBeGreaterThan(5);
  });

  it('links the help centre and, once the configuration is known, the support chat, in new tabs', async () => {
    server.use(configurationHandler());
    await startHelpI18n('en');
    await renderFaq();

    const helpCentre = screen.getByRole('link', { name: /Visit the help centre/ });
    expect(helpCentre.getAttribute('href')).toBe('https://help.adscentre.example/');
    expect(helpCentre.getAttribute('target')).toBe('_blank');
    expect(helpCentre.getAttribute('rel')).toBe('noopener noreferrer');
    const chat = await screen.findByRole('link', { name: /Chat with support/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/m\.me\//);
  });

  it('tells sellers of the exclusive-partner variant its own refund methods and support contact', async () => {
    server.use(configurationHandler({ system: 'ADREACH' }));
    await startHelpI18n('en');
    await renderFaq('receive a refund');

    await waitFor(() => expect(screen.getByText('You can receive a refund by USDT or bank transfer.')).toBeTruthy());
    const chat = screen.getByRole('link', { name: /Chat with support/ });
    expect(chat.getAttribute('href')).toBe('https://t.me/adreach_support');
  });

  it('explains refunds through support when refund requests are off, and in Payment when on', async () => {
    server.use(configurationHandler());
    await startHelpI18n('en');
    await renderFaq('request a refund');
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText(/Refunds are handled by the Ads Centre support team/)).toBeTruthy();
    cleanup();

    setTestConfig({ VITE_FLAG_REFUND: 'true' });
    await renderFaq('request a refund');
    const selfService = screen.getByRole('region', { name: 'Refunds' });
    expect(within(selfService).getByText(/In Payment, open Refund/)).toBeTruthy();
    expect(within(selfService).getByRole('link', { name: 'Go to Payment' }).getAttribute('href')).toBe('/payment');
  });
});
