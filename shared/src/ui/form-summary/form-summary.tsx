import type { ReactNode } from 'react';
import '../field/field.css';

/**
 * The form's one message ("Correct all marked fields", or what the server said), as an
 * alert so it is announced the moment it appears. Focus goes to the first bad field, not
 * here: the summary is heard, the field is where the fix happens.
 */
export function FormSummary({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-error" role="alert">
      {children}
    </p>
  );
}
