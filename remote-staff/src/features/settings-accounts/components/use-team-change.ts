import type { ApiResult } from '@booking/shared/api-client/call';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useRevalidator } from '@booking/shared/router';
import { useRef } from 'react';

type Change = { send: () => Promise<ApiResult<unknown>>; onDone: () => void };

/**
 * One change of the team (a role, a removal, a session ended), sent once however often it is
 * clicked; Retry after a server not reached sends the same change again. Afterwards the
 * screen is read again, also after a refusal: a refusal means the screen was behind (another
 * owner changed the team meanwhile), and the fresh list then stops offering what the API
 * refused. The refusal stays said where it was asked.
 */
export function useTeamChange() {
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const last = useRef<Change | null>(null);

  async function run(send: Change['send'], onDone: Change['onDone']): Promise<void> {
    last.current = { send, onDone };
    const outcome = await submit.send(send);
    if (!outcome) return;
    if (outcome.kind === 'done' || outcome.kind === 'refused') await revalidator.revalidate();
    if (outcome.kind === 'done') onDone();
  }

  function retry() {
    if (last.current) void run(last.current.send, last.current.onDone);
  }

  return { run, retry, failure: submit.failure, busy: submit.busy };
}
