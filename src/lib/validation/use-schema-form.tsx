import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useCallback, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateFieldError, type ValidationTranslator } from './message';

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export type SchemaForm<Schema extends FormSchema> = UseFormReturnType<z.input<Schema>, z.output<Schema>> & {
  /** A submit handler that runs `handler` with the parsed values, or focuses the first invalid field. */
  submit: (
    handler: (values: z.output<Schema>) => void | Promise<unknown>,
  ) => (event?: SyntheticEvent<HTMLFormElement>) => void;
  /** The translated error of a field that is not wired through `getInputProps` (a captcha, say). */
  errorOf: (path: keyof z.input<Schema> & string) => ReactNode;
};

/** Translates validation messages in the current language (re-rendered on a language switch). */
export const useValidationTranslator = (): ValidationTranslator => {
  const { t } = useTranslation('validation');
  return useCallback<ValidationTranslator>((key, params) => t(key, params), [t]);
};

/** The field error as Mantine shows it, in a live region so it is announced when it appears. */
const renderError = (t: ValidationTranslator, error: ReactNode): ReactNode => {
  const text = translateFieldError(t, error);
  return text ? <span role="alert">{text}</span> : undefined;
};

/**
 * A Mantine form validated by a zod schema on submit, with the
 * `validation:` messages translated when shown. Submitted values are the schema's
 * output (trimmed text, `true` for ticked boxes).
 */
export const useSchemaForm = <Schema extends FormSchema>(
  schema: Schema,
  { name, initialValues }: { name: string; initialValues: z.input<Schema> },
): SchemaForm<Schema> => {
  const t = useValidationTranslator();
  const form = useForm<z.input<Schema>, z.output<Schema>>({
    name,
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    // NOTE: no validation on blur. A message appearing under the field the user leaves pushes the
    // submit button down between mousedown and mouseup, and that first click is lost.
    // Errors show on submit and clear as soon as the field changes.
    transformValues: (values) => schema.parse(values),
    enhanceGetInputProps: ({ inputProps }) => ({ error: renderError(t, inputProps.error) }),
  });

  const focusFirstError = (errors: FormErrors) => {
    const [first] = Object.keys(errors);
    if (first !== undefined) form.getInputNode(first)?.focus();
  };

  return Object.assign(form, {
    submit: (handler: (values: z.output<Schema>) => void | Promise<unknown>) =>
      form.onSubmit((values) => handler(values), focusFirstError),
    errorOf: (path: keyof z.input<Schema> & string) => renderError(t, form.errors[path]),
  });
};
