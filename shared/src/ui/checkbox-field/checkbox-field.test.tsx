import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { useKitForm } from '../../forms/use-kit-form';
import { axeViolations } from '../../testing/check-axe';
import { renderWithIntl } from '../../testing/render-with-intl';
import { KitForm } from '../form/kit-form';
import { SwitchField } from '../switch-field/switch-field';
import { CheckboxField } from './checkbox-field';

// The terms must be accepted: a refusal at a checkbox shows as at any other field.
const schema = z.object({ terms: z.literal(true), newsletter: z.boolean(), wholeDays: z.boolean() });

function TermsForm({ onValid }: { onValid: (value: z.output<typeof schema>) => void }) {
  const form = useKitForm(schema, { newsletter: false, wholeDays: false });
  return (
    <KitForm form={form} onValid={onValid} aria-label="Terms">
      <CheckboxField id="terms" name="terms" label="I accept the terms" hint="Needed to book" />
      <CheckboxField id="newsletter" name="newsletter" label="Newsletter" />
      <SwitchField id="whole-days" name="wholeDays" label="Whole days" />
      <button type="submit">Save</button>
    </KitForm>
  );
}
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('CheckboxField and SwitchField', () => {
  it('name the box by its label, the switch as a switch, and describe by the hint', () => {
    renderWithIntl(<TermsForm onValid={() => {}} />);
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(document.getElementById(terms.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Needed to book');
    expect(screen.getByRole('switch', { name: 'Whole days' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Whole days' })).toBeNull();
  });

  it('mark a refused box invalid and say why under its label', async () => {
    renderWithIntl(<TermsForm onValid={() => {}} />);
    await save();
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(terms.getAttribute('aria-describedby')).toBe('terms-hint terms-error');
    expect(document.getElementById('terms-error')?.textContent).not.toBe('');
    expect(document.activeElement).toBe(terms);
  });

  it('send true for ticked and switched on', async () => {
    const sent: unknown[] = [];
    renderWithIntl(<TermsForm onValid={(value) => sent.push(value)} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Whole days' }));
    await save();
    expect(sent).toEqual([{ terms: true, newsletter: false, wholeDays: true }]);
  });

  it('have no axe violations, with and without an error', async () => {
    const { container } = renderWithIntl(<TermsForm onValid={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
    await save();
    expect(await axeViolations(container)).toEqual([]);
  });
});
