import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useState } from 'react';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

type Report = (form: string, dirty: boolean) => void;
const DirtyFormsContext = createContext<Report | null>(null);

/**
 * One unsaved-changes guard for a page of several forms (a list whose rows are edited in
 * place, with a form to add one): the router heeds only the last blocker registered, so the
 * forms report to this one guard instead of each holding its own (`useDirtyForm`).
 */
export function DirtyFormsGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>(
    (form, isDirty) =>
      setDirty((now) => {
        if (now.has(form) === isDirty) return now;
        const next = new Set(now);
        if (isDirty) next.add(form);
        else next.delete(form);
        return next;
      }),
    [],
  );
  return (
    <DirtyFormsContext.Provider value={report}>
      {children}
      <UnsavedChangesGuard dirty={dirty.size > 0} />
    </DirtyFormsContext.Provider>
  );
}

/** Tells the page's `DirtyFormsGuard` whether this form holds unsaved changes (none once it is gone). */
export function useDirtyForm(dirty: boolean) {
  const report = useContext(DirtyFormsContext);
  if (!report) throw new Error('useDirtyForm is used inside a DirtyFormsGuard');
  const form = useId();
  useEffect(() => report(form, dirty), [report, form, dirty]);
  useEffect(() => () => report(form, false), [report, form]);
}
