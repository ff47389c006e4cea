import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { SchemaForm } from '@/lib/validation';
import { parseCardMessage } from './card-form-schema';

type AnyForm = SchemaForm<z.ZodType<Record<string, unknown>, Record<string, unknown>>>;

/**
 * `form.getInputProps(path)`, with this screen's own messages (`payment-cards:…`, which the
 * validation namespace lacks) translated here; validation keys are translated by useSchemaForm.
 */
export const useCardFieldProps = <Form extends Pick<AnyForm, 'getInputProps' | 'errors'>>(form: Form) => {
  const { t } = useTranslation('payment-cards');
  return (path: string) => {
    const props = form.getInputProps(path);
    const raw = form.errors[path];
    const own = typeof raw === 'string' ? parseCardMessage(raw) : null;
    return own ? { ...props, error: <span role="alert">{t(`form.errors.${own}`)}</span> } : props;
  };
};
