import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import * as z from 'zod/mini';
import { useKitForm } from '../../forms/use-kit-form';
import en from '../../i18n/messages/en.json';
import { axeViolations } from '../../testing/check-axe';
import { recordIntlError } from '../../testing/intl-errors';
import { KitForm } from '../form/kit-form';
import { MoneyField } from './money-field';

const schema = z.object({ fee: z.number().check(z.int(), z.nonnegative()) });

function FeeForm({ fee, onValid }: { fee: number; onValid: (value: { fee: number }) => void }) {
  const form = useKitForm(schema, { fee });
  return (
    <KitForm form={form} onValid={onValid} aria-label="Fee">
      <MoneyField id="fee" name="fee" currency="EUR" label="Fee" hint="0 for none" />
      <button type="submit">Save</button>
    </KitForm>
  );
}
const renderIn = (locale: string, fee: number, onValid: (value: { fee: number }) => void = () => {}) =>
  render(
    <IntlProvider locale={locale} messages={en} onError={recordIntlError}>
      <FeeForm fee={fee} onValid={onValid} />
    </IntlProvider>,
  );
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('MoneyField', () => {
  it('shows an amount the way the language writes it, the sign where it belongs', () => {
    const { container, unmount } = renderIn('de', 500);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Fee' }).value).toBe('5,00');
    expect(container.querySelector('.money-field')?.textContent).toBe('€');
    expect(container.querySelector('.money-field')?.lastElementChild?.textContent).toBe('€');
    unmount();
    const english = renderIn('en', 500);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Fee' }).value).toBe('5.00');
    expect(english.container.querySelector('.money-field')?.firstElementChild?.textContent).toBe('€');
  });

  it('takes "5,50" typed in German as 550 minor units and writes it back as 5,50', async () => {
    const sent: unknown[] = [];
    renderIn('de', 0, (value) => sent.push(value));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Fee' });
    fireEvent.change(input, { target: { value: '5,5' } });
    fireEvent.blur(input);
    expect(input.value).toBe('5,50');
    await save();
    expect(sent).toEqual([{ fee: 550 }]);
  });

  it('refuses text that is no amount at the field, keeping what was typed', async () => {
    const sent: unknown[] = [];
    renderIn('de', 0, (value) => sent.push(value));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Fee' });
    fireEvent.change(input, { target: { value: '5,505' } });
    await save();
    expect(sent).toEqual([]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('5,505');
    expect(document.getElementById('fee-error')?.textContent).not.toBe('');
  });

  it('has no axe violations, with and without an error', async () => {
    const { container } = renderIn('en', 0);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Fee' }), { target: { value: 'x' } });
    await save();
    expect(await axeViolations(container)).toEqual([]);
  });
});
