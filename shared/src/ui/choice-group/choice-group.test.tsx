import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { useKitForm } from '../../forms/use-kit-form';
import { axeViolations } from '../../testing/check-axe';
import { renderWithIntl } from '../../testing/render-with-intl';
import { KitForm } from '../form/kit-form';
import { ChoiceGroup } from './choice-group';

const schema = z.object({ payment: z.enum(['online', 'on_site']) });

function PaymentForm({ onValid }: { onValid: (value: z.output<typeof schema>) => void }) {
  const form = useKitForm(schema, {});
  return (
    <KitForm form={form} onValid={onValid} aria-label="Payment">
      <ChoiceGroup
        id="payment"
        name="payment"
        legend="How do you pay?"
        choices={[
          { value: 'online', label: 'Online', disabled: true },
          { value: 'on_site', label: 'On site', detail: 'At the salon' },
        ]}
      />
      <button type="submit">Book</button>
    </KitForm>
  );
}
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book' })));

describe('ChoiceGroup', () => {
  it('names the radios by the legend and keeps a disabled choice out of reach', () => {
    renderWithIntl(<PaymentForm onValid={() => {}} />);
    expect(screen.getByRole('group', { name: 'How do you pay?' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Online' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('says "Required field" for the group when nothing was chosen', async () => {
    renderWithIntl(<PaymentForm onValid={() => {}} />);
    await submit();
    const group = screen.getByRole('group', { name: 'How do you pay?' });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Required field');
    expect(screen.getByRole('radio', { name: /On site/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the chosen value', async () => {
    const sent: unknown[] = [];
    renderWithIntl(<PaymentForm onValid={(value) => sent.push(value)} />);
    fireEvent.click(screen.getByRole('radio', { name: /On site/ }));
    await submit();
    expect(sent).toEqual([{ payment: 'on_site' }]);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<PaymentForm onValid={() => {}} />);
    await submit();
    expect(await axeViolations(container)).toEqual([]);
  });
});
