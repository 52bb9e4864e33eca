import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { useKitForm } from '../../forms/use-kit-form';
import { axeViolations } from '../../testing/check-axe';
import { renderWithIntl } from '../../testing/render-with-intl';
import { KitForm } from '../form/kit-form';
import { NativeSelect } from './native-select';
import { SelectField } from './select-field';

const schema = z.object({ employee: z.string().check(z.minLength(1)) });

function EmployeeForm({ onValid }: { onValid: (value: z.output<typeof schema>) => void }) {
  const form = useKitForm(schema, { employee: '' });
  return (
    <KitForm form={form} onValid={onValid} aria-label="Employee">
      <SelectField id="employee" name="employee" label="Employee" hint="Who does it">
        <option value="">Choose</option>
        <option value="anna">Anna Schmidt</option>
      </SelectField>
      <button type="submit">Save</button>
    </KitForm>
  );
}
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('SelectField', () => {
  it('is named by its label and described by its hint', () => {
    renderWithIntl(<EmployeeForm onValid={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Employee' });
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Who does it');
  });

  it('marks an empty choice as required, with focus on it', async () => {
    renderWithIntl(<EmployeeForm onValid={() => {}} />);
    await save();
    const select = screen.getByRole('combobox', { name: 'Employee' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('employee-hint employee-error');
    expect(document.getElementById('employee-error')?.textContent).toBe('Required field');
    expect(document.activeElement).toBe(select);
  });

  it('sends the chosen value', async () => {
    const sent: unknown[] = [];
    renderWithIntl(<EmployeeForm onValid={(value) => sent.push(value)} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Employee' }), { target: { value: 'anna' } });
    await save();
    expect(sent).toEqual([{ employee: 'anna' }]);
  });

  it('outside a KitForm, as NativeSelect, is a plain named select for a GET form', () => {
    renderWithIntl(
      <form aria-label="Filters">
        <NativeSelect id="order" name="order" label="Order" defaultValue="desc">
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </NativeSelect>
      </form>,
    );
    const select = screen.getByRole('combobox', { name: 'Order' }) as HTMLSelectElement;
    expect(new FormData(select.form ?? undefined).get('order')).toBe('desc');
    expect(select.getAttribute('aria-invalid')).toBe('false');
  });

  it('has no axe violations, with and without an error', async () => {
    const { container } = renderWithIntl(<EmployeeForm onValid={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
    await save();
    expect(await axeViolations(container)).toEqual([]);
  });
});
