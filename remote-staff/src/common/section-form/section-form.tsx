import { KitForm } from '@booking/shared/ui/form/kit-form';
import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';

type SectionFormProps<Input extends FieldValues, Output> = Omit<
  ComponentProps<typeof KitForm<Input, Output>>,
  'heading' | 'aria-labelledby' | 'title'
> & {
  /** Names the heading (`<id>-heading`) the form is labelled by. */
  id: string;
  title: ReactNode;
  /** Said in the status line once the change is saved; null until then. */
  done: ReactNode;
};

/**
 * An in-place form of a details dialog (an appointment's move and notes, a reservation's
 * changes): named by its own heading, with a status line that is always there, so "saved" is
 * announced the moment it appears.
 */
export function SectionForm<Input extends FieldValues, Output>({
  id,
  title,
  done,
  children,
  ...kit
}: SectionFormProps<Input, Output>) {
  return (
    <KitForm {...kit} aria-labelledby={`${id}-heading`} heading={<h3 id={`${id}-heading`}>{title}</h3>}>
      {children}
      <p role="status" className="staff-dialog-status">
        {done}
      </p>
    </KitForm>
  );
}
