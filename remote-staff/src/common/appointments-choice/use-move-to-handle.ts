import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import { useNavigate } from '@booking/shared/router';
import { useEffect, useState } from 'react';

/** The calendar's day with the list of appointments to handle over it. */
export const toHandlePath = (branch: string, date: string) =>
  `/staff/${encodeURIComponent(branch)}/day/${date}/appointments-to-handle`;

/**
 * After a change saved with "keep them and move each one": opens the branch's calendar on the
 * day of the first kept appointment with the list of appointments to handle over it, where
 * each opens to be moved or cancelled. Waits until the saved form is clean (`dirty` false),
 * so its unsaved-changes guard lets the page go.
 */
export function useMoveToHandle(dirty: boolean) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target && !dirty) navigate(target);
  }, [target, dirty, navigate]);
  return (branchSlug: string, first: AppointmentInTheWay) =>
    setTarget(toHandlePath(branchSlug, first.start.slice(0, 10)));
}
