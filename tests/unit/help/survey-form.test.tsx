// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { SurveyModal } from '@/features/exclusive-partner-survey/components/survey-modal';
import {
  SurveyFormSchema,
  surveyFormDefaults,
  toSurveyBody,
} from '@/features/exclusive-partner-survey/forms/survey-form-schema';
import { surveyStatus } from '@/features/exclusive-partner-survey/survey-storage';
import { validationMessage } from '@/lib/validation';
import { renderHelp, setupHelpTests, startHelpI18n } from './render-help';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupHelpTests();

/** Answers the survey call and keeps every body it was sent. */
const acceptSurveys = () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/exclusive-partners/surveys', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ id: 'survey-1', createdAt: '2026-03-20T09:00:00.000Z' }, { status: 201 });
    }),
  );
  return bodies;
};

const renderSurvey = async () => {
  const onDone = vi.fn();
  await renderHelp(<SurveyModal userId="user-1" onDone={onDone} />);
  return { onDone, dialog: screen.getByRole('dialog') };
};

describe('the survey form schema', () => {
  it('is the contract body with a required choice among the offered ones', () => {
    const required = validationMessage('surveyChoiceRequired');
    expect(SurveyFormSchema.safeParse(surveyFormDefaults).error?.issues.map((issue) => issue.message)).toEqual([
      required,
    ]);
    expect(SurveyFormSchema.safeParse({ choice: 'Facebook group', text: '' }).error?.issues[0]?.message).toBe(required);
    expect(toSurveyBody(SurveyFormSchema.parse({ choice: 'event', text: 'ignored' }))).toEqual({ choice: 'event' });
  });

  it('asks for a few words beside "Other", and sends them trimmed', () => {
    expect(SurveyFormSchema.safeParse({ choice: 'other', text: '  ' }).error?.issues[0]?.path).toEqual(['text']);
    expect(toSurveyBody(SurveyFormSchema.parse({ choice: 'other', text: '  A trade fair ' }))).toEqual({
      choice: 'other',
      text: 'A trade fair',
    });
  });
});

// Renders the survey's modal and form (Mantine, MSW): well under a second idle, seconds on two busy cores.
describe('the survey modal', () => {
  it('says "Please choose information for this survey" when sent with nothing chosen, and sends nothing', async () => {
    const bodies = acceptSurveys();
    await startHelpI18n('vi');
    const { dialog, onDone } = await renderSurvey();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Vui lòng chọn thông tin cho khảo sát này.');
    // Focus goes to the choices, where the keyboard user fixes it.
    expect(document.activeElement).toBe(within(dialog).getAllByRole('radio')[0]);
    expect(bodies).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the chosen option, thanks the seller and remembers the answer for this user', async () => {
    const bodies = acceptSurveys();
    await startHelpI18n('en');
    const { dialog, onDone } = await renderSurvey();
    expect(within(dialog).getByRole('radiogroup', { name: /How did you hear about Ads Centre\?/ })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Social media or an online community' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('answered'));
    expect(bodies).toEqual([{ choice: 'socialMedia' }]);
    expect(await screen.findByText('Your answer has been sent to the Ads Centre team.')).toBeTruthy();
    expect(surveyStatus('user-1')).toBe('answered');
    expect(surveyStatus('user-2')).toBe('due');
  });

  it('asks for the text beside "Other" and sends it with the choice', async () => {
    const bodies = acceptSurveys();
    await startHelpI18n('en');
    const { dialog, onDone } = await renderSurvey();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This field is required.');

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Tell us more/ }), {
      target: { value: 'A trade fair in Da Nang' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('answered'));
    expect(bodies).toEqual([{ choice: 'other', text: 'A trade fair in Da Nang' }]);
  });

  it('"Later" puts the survey off for this session only, without sending anything', async () => {
    const bodies = acceptSurveys();
    await startHelpI18n('en');
    const { dialog, onDone } = await renderSurvey();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Later' }));

    expect(onDone).toHaveBeenCalledWith('postponed');
    expect(surveyStatus('user-1')).toBe('postponed');
    expect(Object.keys(localStorage).filter((key) => key.includes('Survey'))).toEqual([]);
    expect(bodies).toEqual([]);
  });

  it("shows the server's message when the answer cannot be sent, and stays open", async () => {
    server.use(
      http.post('*/api/exclusive-partners/surveys', () =>
        HttpResponse.json(
          { code: 'error.validation', messageCode: 'error.validation', message: 'Survey closed' },
          { status: 400 },
        ),
      ),
    );
    await startHelpI18n('en');
    const { dialog, onDone } = await renderSurvey();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'An event, webinar or training course' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('Survey closed');
    expect(onDone).not.toHaveBeenCalled();
    expect(surveyStatus('user-1')).toBe('due');
  });
});
