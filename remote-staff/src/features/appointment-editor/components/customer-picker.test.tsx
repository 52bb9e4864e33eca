import { fakeApi } from '@booking/shared/testing/fake-api';
import { jsonAnswer } from '@booking/shared/testing/fake-transport';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { afterEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import en from '../../../i18n/en.json';
import { CustomerPicker } from './customer-picker';

const SOPHIE = {
  id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c6',
  customer_number: 'K-1042',
  first_name: 'Sophie',
  last_name: 'Brandt',
  email: 'sophie@example.com',
  phone: null,
  addresses: [],
  birthday: null,
  gender: null,
  company: null,
  b2b: false,
  newsletter: false,
  reminders: true,
  comment: null,
  source: 'staff',
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
};

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

function Chosen() {
  return <output data-testid="chosen">{useWatch({ name: 'customer_id' })}</output>;
}
function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { customer_id: '' } });
  return (
    <FormProvider {...form}>
      {children}
      <Chosen />
    </FormProvider>
  );
}

async function search(text: string) {
  api = fakeApi(() => jsonAnswer(200, { results: { customers: [SOPHIE], total: 1, next_offset: null } }));
  renderWithIntl(
    <Form>
      <CustomerPicker name="customer_id" country="DE" />
    </Form>,
    en,
  );
  const field = screen.getByRole('searchbox', { name: 'Find a customer' });
  fireEvent.change(field, { target: { value: text } });
  await screen.findByRole('radio', { name: /Sophie Brandt/ });
  return field;
}

describe('choosing a customer found for a new appointment', () => {
  it('takes the first customer found on Enter in the search field', async () => {
    const field = await search('Sophie');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByTestId('chosen').textContent).toBe(SOPHIE.id);
    expect(screen.getByRole('radio', { name: /Sophie Brandt/ })).toHaveProperty('checked', true);
  });

  it('leaves no radio checked while a search is typed, so Tab reaches the customer found first', async () => {
    await search('Sophie');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([false, false]);
    expect(radios[0]?.getAttribute('value')).toBe(SOPHIE.id);
  });
});
