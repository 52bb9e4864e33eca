import type { FormHTMLAttributes, ReactNode } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { FormSummary } from '../form-summary/form-summary';

interface KitFormProps<Input extends FieldValues, Output>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  form: UseFormReturn<Input, unknown, Output>;
  onValid: SubmitHandler<Output>;
  /** A message for the whole form (e.g. the server's answer); replaces the summary. */
  formError?: ReactNode;
  /** The form's title, shown above the summary. */
  heading?: ReactNode;
  children: ReactNode;
}

/**
 * A form on react-hook-form whose fields (the kit's bound fields) read it from context.
 * A submit with bad fields shows "Correct all marked fields" and react-hook-form moves
 * focus to the first bad field (`shouldFocusError`, in the order the fields registered,
 * which is their order on screen). `noValidate`: the contract's schema decides, not the
 * browser's own bubbles, so the messages are SPEC's and in the visitor's language.
 */
export function KitForm<Input extends FieldValues, Output>({
  form,
  onValid,
  formError,
  heading,
  children,
  ...rest
}: KitFormProps<Input, Output>) {
  const { submitCount, errors, isSubmitting } = form.formState;
  const showSummary = submitCount > 0 && Object.keys(errors).length > 0;
  return (
    <FormProvider {...form}>
      <form noValidate aria-busy={isSubmitting} {...rest} onSubmit={form.handleSubmit(onValid)}>
        {heading}
        {formError ? (
          <FormSummary>{formError}</FormSummary>
        ) : showSummary ? (
          <FormSummary>
            <FormattedMessage id="form.correctFields" />
          </FormSummary>
        ) : null}
        {children}
      </form>
    </FormProvider>
  );
}
