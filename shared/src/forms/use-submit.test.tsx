import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import type { ApiResult } from '../api-client/call';
import { axeViolations } from '../testing/check-axe';
import { renderWithIntl } from '../testing/render-with-intl';
import { KitForm } from '../ui/form/kit-form';
import { SubmitProblem } from '../ui/submit-problem/submit-problem';
import { TextField } from '../ui/text-field/text-field';
import { useKitForm } from './use-kit-form';
import { useSubmit } from './use-submit';

const schema = z.object({ time: z.string(), notes: z.string() });
type Answer = ApiResult<{ saved: string }>;

interface FormProps {
  answers: (() => Promise<Answer>)[];
  sent: { notes: string; key: string }[];
  done: string[];
  signedOut?: () => void;
}

/** A form over one fake API answer at a time: the process boundary, nothing of ours faked. */
function Form({ answers, sent, done, signedOut }: FormProps) {
  const form = useKitForm(schema, { time: '10:00', notes: '' });
  const submit = useSubmit({
    form,
    fieldOf: (field) => (field === 'start' ? 'time' : field === 'notes' ? 'notes' : null),
    idempotent: true,
    onSignedOut: signedOut,
  });
  async function onValid(values: { time: string; notes: string }) {
    // The key is made once per filled form, as the journeys keep theirs in the draft.
    const key = `key-${values.notes}`;
    const outcome = await submit.send(() => {
      sent.push({ notes: values.notes, key });
      const answer = answers.shift();
      if (!answer) throw new Error('no answer left');
      return answer();
    });
    if (outcome?.kind === 'done') done.push(outcome.data.saved);
  }
  return (
    <KitForm form={form} onValid={onValid} aria-label="Move">
      <TextField id="time" name="time" label="Start time" />
      <TextField id="notes" name="notes" label="Notes" />
      <SubmitProblem
        failure={submit.failure}
        onRetry={() => void form.handleSubmit(onValid)()}
        networkMessage="Not reached"
        describe={(error) => `Refused: ${error.code}`}
      />
      <button type="submit" disabled={submit.busy}>
        Save
      </button>
    </KitForm>
  );
}

function renderForm(answers: (() => Promise<Answer>)[], signedOut?: () => void) {
  const sent: { notes: string; key: string }[] = [];
  const done: string[] = [];
  renderWithIntl(<Form answers={answers} sent={sent} done={done} signedOut={signedOut} />);
  return { sent, done };
}

const answer = (result: Answer) => () => Promise.resolve(result);
const saved = (value: string) => answer({ ok: true, status: 201, data: { saved: value } });
const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const typeNotes = (value: string) => fireEvent.change(screen.getByLabelText('Notes'), { target: { value } });

describe('useSubmit', () => {
  afterEach(() => void rs.useRealTimers());

  it('marks a refused field at its field with focus, keeps what was typed, and says "Correct all marked fields"', async () => {
    renderForm([
      answer({
        ok: false,
        status: 400,
        error: { code: 'invalid_input', fields: { start: [{ code: 'too_long', params: { max: 5 } }] } },
      }),
    ]);
    typeNotes('Bring the dog');
    await click('Save');
    const time = screen.getByLabelText('Start time');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(time.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'At most 5 characters',
    );
    expect(document.activeElement).toBe(time);
    expect(screen.getByRole('alert').textContent).toBe('Correct all marked fields');
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('Bring the dog');
  });

  it('says a refusal in the words the form gives it', async () => {
    renderForm([answer({ ok: false, status: 409, error: { code: 'appointment_conflict' } })]);
    await click('Save');
    expect(screen.getByRole('alert').textContent).toBe('Refused: appointment_conflict');
  });

  it('moves the focus to a refusal said in words, which the disabled button had dropped to the page', async () => {
    renderForm([answer({ ok: false, status: 409, error: { code: 'appointment_conflict' } })]);
    screen.getByRole('button', { name: 'Save' }).focus();
    await click('Save');
    expect(document.activeElement?.contains(screen.getByRole('alert'))).toBe(true);
  });

  it('leaves the focus on the refused field when the refusal is marked there', async () => {
    renderForm([
      answer({ ok: false, status: 400, error: { code: 'invalid_input', fields: { start: [{ code: 'required' }] } } }),
    ]);
    await click('Save');
    expect(document.activeElement).toBe(screen.getByLabelText('Start time'));
  });

  it('offers Retry for an unreached server, which sends the kept values with the same key once', async () => {
    const { sent, done } = renderForm([answer({ ok: false, status: 0, error: null, network: true }), saved('yes')]);
    typeNotes('Offline Olga');
    await click('Save');
    expect(screen.getByRole('alert').textContent).toContain('Not reached');
    await click('Retry');
    expect(sent).toEqual([
      { notes: 'Offline Olga', key: 'key-Offline Olga' },
      { notes: 'Offline Olga', key: 'key-Offline Olga' },
    ]);
    expect(done).toEqual(['yes']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers Retry with the generic words when the server failed, without axe violations', async () => {
    renderForm([answer({ ok: false, status: 500, error: { code: 'internal' } })]);
    await click('Save');
    expect(screen.getByRole('alert').textContent).toContain('Try again in a moment');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('sends a key still in use again on its own after 1 s, then after 2 s, then offers Retry', async () => {
    rs.useFakeTimers();
    const inUse = answer({ ok: false, status: 409, error: { code: 'idempotency_key_in_use' } });
    const { sent } = renderForm([inUse, inUse, inUse]);
    await click('Save');
    expect(sent).toHaveLength(1);
    await act(() => rs.advanceTimersByTimeAsync(1000));
    expect(sent).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => rs.advanceTimersByTimeAsync(2000));
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((request) => request.key)).size).toBe(1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('sends once when Save is pressed twice before the answer comes', async () => {
    let reply: (result: Answer) => void = () => {};
    const { sent, done } = renderForm([() => new Promise<Answer>((resolve) => (reply = resolve))]);
    const button = screen.getByRole('button', { name: 'Save' });
    // Both clicks before React draws the disabled button: only the hook's own guard stands between.
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await act(async () => reply({ ok: true, status: 200, data: { saved: 'once' } }));
    expect(sent).toHaveLength(1);
    expect(done).toEqual(['once']);
  });

  it('hands an ended session to the form, or says it in place and keeps what was typed', async () => {
    const ended: string[] = [];
    renderForm([answer({ ok: false, status: 401, error: { code: 'unauthenticated' } })], () => ended.push('sign in'));
    await click('Save');
    expect(ended).toEqual(['sign in']);
    document.body.innerHTML = '';

    renderForm([answer({ ok: false, status: 401, error: null })]);
    typeNotes('Half a record');
    await click('Save');
    expect(screen.getByRole('alert').textContent).toBe('Refused: unauthenticated');
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('Half a record');
  });
});
