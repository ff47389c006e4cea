import { SaveEmbedFormBodySchema } from '@contract/partnership/partnership.schema';
import { z } from 'zod';
import { requiredText, validationMessage as message } from '@/lib/validation';

const URL_MAX = SaveEmbedFormBodySchema.shape.embedFormUrl.maxLength ?? 2048;

const startsWithHttp = (value: string): boolean => /^https?:\/\//i.test(value);
const acceptedByContract = (value: string): boolean =>
  SaveEmbedFormBodySchema.shape.embedFormUrl.safeParse(value).success;

/**
 * The embed form URL (spec section 5: a valid URL starting with http:// or https://), checked
 * by the contract's own schema, with the spec's messages in the order a partner fixes them.
 * The output is the request body.
 */
export const embedFormSchema = z.object({
  embedFormUrl: requiredText()
    .max(URL_MAX, message('maxLength', { max: URL_MAX }))
    .refine((value) => value === '' || startsWithHttp(value), message('urlMustStartWithHttp'))
    .refine((value) => !startsWithHttp(value) || acceptedByContract(value), message('urlInvalid')),
});
