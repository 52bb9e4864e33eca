import type { ReactNode } from 'react';
import './field.css';

/** Fields that belong together (a date and its time) side by side where the screen has room. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="field-row">{children}</div>;
}
