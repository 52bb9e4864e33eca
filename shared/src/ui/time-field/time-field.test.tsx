import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { useKitForm } from '../../forms/use-kit-form';
import { axeViolations } from '../../testing/check-axe';
import { renderWithIntl } from '../../testing/render-with-intl';
import { FileField } from '../file-field/file-field';
import { KitForm } from '../form/kit-form';
import { TimeField } from './time-field';

const schema = z.object({
  start: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  photo: z.custom<FileList>((files) => (files as FileList | undefined)?.length === 1),
});

function StartForm({ onValid }: { onValid: (value: z.output<typeof schema>) => void }) {
  const form = useKitForm(schema, { start: '' });
  return (
    <KitForm form={form} onValid={onValid} aria-label="Start">
      <TimeField id="start" name="start" label="Start time" />
      <FileField id="photo" name="photo" label="Photo" hint="JPEG or PNG, up to 2 MB" accept="image/*" />
      <button type="submit">Save</button>
    </KitForm>
  );
}
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('TimeField and FileField', () => {
  it('label a time input in 5-minute steps and a file input described by what it takes', () => {
    renderWithIntl(<StartForm onValid={() => {}} />);
    const start = screen.getByLabelText('Start time') as HTMLInputElement;
    expect(start.type).toBe('time');
    expect(start.step).toBe('300');
    const photo = screen.getByLabelText('Photo') as HTMLInputElement;
    expect(photo.type).toBe('file');
    expect(document.getElementById(photo.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'JPEG or PNG, up to 2 MB',
    );
  });

  it('mark both as required when empty, focus on the first', async () => {
    renderWithIntl(<StartForm onValid={() => {}} />);
    await save();
    const start = screen.getByLabelText('Start time');
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('start-error')?.textContent).toBe('Required field');
    expect(screen.getByLabelText('Photo').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(start);
  });

  it('send the time as typed and the chosen file', async () => {
    const sent: { start: string; photo: FileList }[] = [];
    renderWithIntl(<StartForm onValid={(value) => sent.push(value)} />);
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '09:35' } });
    const photo = screen.getByLabelText('Photo') as HTMLInputElement;
    const files = new DataTransfer();
    files.items.add(new File(['x'], 'me.png', { type: 'image/png' }));
    fireEvent.change(photo, { target: { files: files.files } });
    await save();
    expect(sent.map((value) => [value.start, value.photo[0]?.name])).toEqual([['09:35', 'me.png']]);
  });

  it('have no axe violations, with and without an error', async () => {
    const { container } = renderWithIntl(<StartForm onValid={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
    await save();
    expect(await axeViolations(container)).toEqual([]);
  });
});
