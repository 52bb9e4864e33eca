import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../i18n/en.json';
import { useSectionChange } from './use-section-change';

/** A notes section whose save the API answers with the notes as it stored them (trimmed). */
function NotesSection() {
  const form = useForm({ defaultValues: { notes: '' } });
  const { done, change } = useSectionChange({ form });
  const save = () =>
    change(
      async () => ({ ok: true, status: 200, data: { notes: form.getValues('notes').trim() } }),
      (data) => ({ notes: data.notes }),
    );
  return (
    <form>
      <label htmlFor="notes">Notes</label>
      <input id="notes" {...form.register('notes')} />
      <button type="button" onClick={() => void save()}>
        Save notes
      </button>
      {done && <p>Notes saved.</p>}
    </form>
  );
}

describe('useSectionChange', () => {
  it('holds what the API answered, says it is saved, and reads the data again', async () => {
    let reads = 0;
    const router = createMemoryRouter([{ path: '/appointments/a1', loader: () => ++reads, Component: NotesSection }], {
      initialEntries: ['/appointments/a1'],
    });
    renderWithIntl(<RouterProvider router={router} />, en);
    const notes = (await screen.findByLabelText('Notes')) as HTMLInputElement;
    fireEvent.change(notes, { target: { value: '  by the window  ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save notes' })));
    expect(await screen.findByText('Notes saved.')).toBeTruthy();
    expect(notes.value).toBe('by the window');
    expect(reads).toBe(2);
  });
});
