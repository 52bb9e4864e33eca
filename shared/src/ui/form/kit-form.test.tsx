import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { useKitForm } from '../../forms/use-kit-form';
import { axeViolations } from '../../testing/check-axe';
import { renderWithIntl } from '../../testing/render-with-intl';
import { TextAreaField } from '../text-area-field/text-area-field';
import { EmailField, TextField } from '../text-field/text-field';
import { KitForm } from './kit-form';

const contactSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(5)),
  email: z.email(),
  comment: z.string().check(z.maxLength(10)),
});

function ContactForm({ onValid }: { onValid: (value: z.output<typeof contactSchema>) => void }) {
  const form = useKitForm(contactSchema, { name: '', email: '', comment: '' });
  return (
    <KitForm form={form} onValid={onValid} aria-label="Contact">
      <TextField id="name" name="name" label="Name" hint="As on your ID" />
      <EmailField id="email" name="email" label="Email" />
      <TextAreaField id="comment" name="comment" label="Comment" />
      <button type="submit">Send</button>
    </KitForm>
  );
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('KitForm with the kit fields', () => {
  it('says nothing before the visitor leaves a field', () => {
    renderWithIntl(<ContactForm onValid={() => {}} />);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks a field and explains it once the visitor leaves it empty', async () => {
    renderWithIntl(<ContactForm onValid={() => {}} />);
    const name = screen.getByLabelText('Name');
    fireEvent.focus(name);
    fireEvent.blur(name);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (name.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'As on your ID',
      'Required field',
    ]);
    expect(document.getElementById('name-error')?.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('on submit shows "Correct all marked fields" and moves focus to the first bad field', async () => {
    renderWithIntl(<ContactForm onValid={() => {}} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Correct all marked fields');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false');
  });

  it('uses the contract field codes with their params: too long, invalid email', async () => {
    renderWithIntl(<ContactForm onValid={() => {}} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Adelheid' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    await submit();
    expect(document.getElementById('name-error')?.textContent).toBe('At most 5 characters');
    expect(document.getElementById('email-error')?.textContent).toBe('Please enter a valid email address');
  });

  it('clears a fixed field at once and hands the parsed values over', async () => {
    const sent: unknown[] = [];
    renderWithIntl(<ContactForm onValid={(value) => sent.push(value)} />);
    await submit();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false'));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    await submit();
    expect(sent).toEqual([{ name: 'Ada', email: 'ada@example.com', comment: '' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no axe violations with errors shown', async () => {
    const { container } = renderWithIntl(<ContactForm onValid={() => {}} />);
    await submit();
    expect(await axeViolations(container)).toEqual([]);
  });
});
