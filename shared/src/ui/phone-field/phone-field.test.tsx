import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { phoneSchema } from '../../contract/phone';
import { useKitForm } from '../../forms/use-kit-form';
import { axeViolations } from '../../testing/check-axe';
import { renderWithIntl } from '../../testing/render-with-intl';
import { KitForm } from '../form/kit-form';
import { PhoneField } from './phone-field';

const schema = z.object({ phone: phoneSchema });

function PhoneForm({ onValid }: { onValid: (value: { phone: string }) => void }) {
  const form = useKitForm(schema, { phone: '' });
  return (
    <KitForm form={form} onValid={onValid} aria-label="Contact">
      <PhoneField id="phone" name="phone" label="Phone" defaultCountry="DE" />
      <button type="submit">Send</button>
    </KitForm>
  );
}
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('PhoneField', () => {
  it("starts on the branch's calling code", () => {
    renderWithIntl(<PhoneForm onValid={() => {}} />);
    expect((screen.getByLabelText('Country calling code') as HTMLSelectElement).value).toBe('DE');
  });

  it('shows the chosen country as its short name and calling code, which a full name would crowd out', () => {
    renderWithIntl(<PhoneForm onValid={() => {}} />);
    expect(screen.getByText('DE +49')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Country calling code'), { target: { value: 'GB' } });
    expect(screen.getByText('GB +44')).toBeTruthy();
  });

  it('sends the number with the chosen calling code', async () => {
    const sent: unknown[] = [];
    renderWithIntl(<PhoneForm onValid={(value) => sent.push(value)} />);
    fireEvent.change(screen.getByLabelText('Country calling code'), { target: { value: 'AT' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0660 1234567' } });
    await submit();
    expect(sent).toEqual([{ phone: '+43 660 1234567' }]);
  });

  it('marks a number too short for its country and moves focus to it', async () => {
    renderWithIntl(<PhoneForm onValid={() => {}} />);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '12' } });
    await submit();
    const input = screen.getByLabelText('Phone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This phone number is too short: please check its digits',
    );
    expect(document.activeElement).toBe(input);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<PhoneForm onValid={() => {}} />);
    await submit();
    expect(await axeViolations(container)).toEqual([]);
  });
});
