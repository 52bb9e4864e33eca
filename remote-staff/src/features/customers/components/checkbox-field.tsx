import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * A yes/no field bound to the surrounding KitForm (the kit has none): the label wraps the box,
 * so the whole row is a 44 px target, and a hint says what ticking it means.
 */
export function CheckboxField({
  id,
  name,
  label,
  hint,
}: {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}) {
  const { register } = useFormContext();
  const hintId = `${id}-hint`;
  return (
    <div className="checkbox-field">
      <input id={id} type="checkbox" aria-describedby={hint ? hintId : undefined} {...register(name)} />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p id={hintId} className="field-hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
