import type { ApiResult } from '@booking/shared/api-client/call';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import * as z from 'zod/mini';
import en from '../../i18n/en.json';
import { useFormSubmit } from './use-form-submit';

const schema = z.object({ time: z.string(), notes: z.string() });
type Answer = ApiResult<{ saved: string }>;

interface FormProps {
  answers: (() => Promise<Answer>)[];
  sent: string[];
  done: string[];
  keepOnSignOut?: boolean;
}

/** A staff form over one fake API answer at a time: the process boundary, nothing of ours faked. */
function Form({ answers, sent, done, keepOnSignOut }: FormProps) {
  const form = useKitForm(schema, { time: '10:00', notes: '' });
  const submit = useFormSubmit(form, {
    fieldOf: (field) => (field === 'start' ? 'time' : field === 'notes' ? 'notes' : null),
    keepOnSignOut,
  });
  async function onValid(values: { time: string; notes: string }) {
    const saved = await submit.send(() => {
      sent.push(values.notes);
      const answer = answers.shift();
      if (!answer) throw new Error('no answer left');
      return answer();
    });
    if (saved) done.push(saved.data.saved);
  }
  return (
    <KitForm form={form} onValid={onValid} aria-label="Move" formError={submit.formError}>
      <TextField id="time" name="time" label="Start time" />
      <TextField id="notes" name="notes" label="Notes" />
      <button type="submit" disabled={submit.busy}>
        Save
      </button>
    </KitForm>
  );
}

function renderForm(answers: (() => Promise<Answer>)[], options: { keepOnSignOut?: boolean } = {}) {
  const sent: string[] = [];
  const done: string[] = [];
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form answers={answers} sent={sent} done={done} {...options} /> },
      { path: '/staff', element: <h1>Sign in</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithIntl(<RouterProvider router={router} />, en);
  return { sent, done };
}

const answer = (result: Answer) => () => Promise.resolve(result);
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('useFormSubmit', () => {
  it('marks a refused field at its field with focus, keeps what was typed, and leaves the summary to the kit', async () => {
    renderForm([
      answer({
        ok: false,
        status: 400,
        error: { code: 'invalid_input', fields: { start: [{ code: 'too_long', params: { max: 5 } }] } },
      }),
    ]);
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Bring the dog' } });
    await save();
    const time = screen.getByLabelText('Start time');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    const description = document.getElementById(time.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('At most 5 characters');
    expect(document.activeElement).toBe(time);
    expect(screen.getByRole('alert').textContent).toBe('Correct all marked fields');
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('Bring the dog');
  });

  it('names a conflict in words above the form', async () => {
    renderForm([
      answer({
        ok: false,
        status: 409,
        error: {
          code: 'appointment_conflict',
          params: {
            with: 'absence',
            start: '2026-07-13T10:00:00+02:00[Europe/Berlin]',
            end: '2026-07-13T11:00:00+02:00[Europe/Berlin]',
          },
        },
      }),
    ]);
    await save();
    expect(screen.getByRole('alert').textContent).toBe(
      'This overlaps an absence of the employee on Monday, July 13, 2026 from 10:00 AM to 11:00 AM.',
    );
  });

  it('says an unreached server, and the same submit sends the kept values again', async () => {
    const { sent, done } = renderForm([
      answer({ ok: false, status: 0, error: null, network: true }),
      answer({ ok: true, status: 200, data: { saved: 'yes' } }),
    ]);
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Offline Olga' } });
    await save();
    expect(screen.getByRole('alert').textContent).toBe(en['staff.dialog.network']);
    await save();
    expect(sent).toEqual(['Offline Olga', 'Offline Olga']);
    expect(done).toEqual(['yes']);
    expect(screen.queryByRole('alert')).toBeNull();
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

  it('sends staff whose session ended back to sign in', async () => {
    renderForm([answer({ ok: false, status: 401, error: { code: 'unauthenticated' } })]);
    await save();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('or, for a long record, says so in place and keeps what was typed', async () => {
    renderForm([answer({ ok: false, status: 401, error: { code: 'unauthenticated' } })], { keepOnSignOut: true });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Half a record' } });
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Please sign in again');
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('Half a record');
  });
});
