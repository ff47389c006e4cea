import { BusinessModelSchema } from '@contract/common/enums.schema';
import { UpdateUserBodySchema, type UpdateUserBody, type User } from '@contract/users/users.schema';
import { z } from 'zod';
import { NAME_MAX, plainName, requiredText, validationMessage as message } from '@/lib/validation';

const body = UpdateUserBodySchema.shape;

/* The contract's limits of PATCH /api/users, read from its schema so the form never accepts more. */
const NAME_PART_MAX = body.firstName.unwrap().maxLength ?? NAME_MAX;
const BUSINESS_NAME_MAX = body.businessName.unwrap().maxLength ?? 200;

const limitedName = (max: number) => plainName(requiredText().max(max, message('maxLength', { max })));

/**
 * The account part of the business information a seller may change (PATCH /api/users):
 * name, business name and business model, from the contract's body schema with translated
 * messages. Its output is the request body.
 */
export const accountFormSchema = z.object({
  lastName: limitedName(NAME_PART_MAX),
  firstName: limitedName(NAME_PART_MAX),
  businessName: limitedName(BUSINESS_NAME_MAX),
  businessModel: requiredText().pipe(BusinessModelSchema),
}) satisfies z.ZodType<Required<Pick<UpdateUserBody, 'firstName' | 'lastName' | 'businessName' | 'businessModel'>>>;

export type AccountFormValues = z.input<typeof accountFormSchema>;

/** The account as it is now, to edit. */
export const accountFormValues = (
  user: Pick<User, 'firstName' | 'lastName' | 'businessName' | 'businessModel'>,
): AccountFormValues => ({
  lastName: user.lastName,
  firstName: user.firstName,
  businessName: user.businessName ?? '',
  businessModel: user.businessModel ?? '',
});
