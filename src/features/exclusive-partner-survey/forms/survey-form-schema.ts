import {
  ExclusivePartnerSurveyBodySchema,
  type ExclusivePartnerSurveyBody,
} from '@contract/partnership/partnership.schema';
import { z } from 'zod';
import { optionalText, plainText, validationMessage as message } from '@/lib/validation';

/**
 * How the seller heard of the exclusive partner. The contract takes any short text as
 * `choice` (the spec does not list the options); the app sends these stable ids, not
 * the translated labels, so answers compare across languages.
 */
export const SURVEY_CHOICES = [
  'platformRecommendation',
  'referral',
  'socialMedia',
  'searchOrAds',
  'event',
  'other',
] as const;
export type SurveyChoice = (typeof SURVEY_CHOICES)[number];

/** The choice that asks for a few words. */
export const OTHER_CHOICE = 'other' satisfies SurveyChoice;

export const SURVEY_TEXT_MAX = ExclusivePartnerSurveyBodySchema.shape.text.unwrap().maxLength ?? 1000;

const isSurveyChoice = (value: string): value is SurveyChoice => SURVEY_CHOICES.some((choice) => choice === value);

/** Spec section 5: "Please choose information for this survey" when nothing is chosen. */
export const SurveyFormSchema = ExclusivePartnerSurveyBodySchema.extend({
  // Nothing chosen ('') is not one of the choices either: one check, one message.
  choice: z.string().trim().refine(isSurveyChoice, message('surveyChoiceRequired')),
  text: plainText(optionalText(SURVEY_TEXT_MAX), { multiline: true }),
}).superRefine((values, ctx) => {
  if (values.choice === OTHER_CHOICE && values.text === '') {
    ctx.addIssue({ code: 'custom', path: ['text'], message: message('required') });
  }
});
export type SurveyFormValues = z.input<typeof SurveyFormSchema>;
export type SurveyFormOutput = z.output<typeof SurveyFormSchema>;

export const surveyFormDefaults: SurveyFormValues = { choice: '', text: '' };

/** The request body: the choice's id, and the free text only beside "Other". */
export const toSurveyBody = ({ choice, text }: SurveyFormOutput): ExclusivePartnerSurveyBody =>
  choice === OTHER_CHOICE ? { choice, text } : { choice };
