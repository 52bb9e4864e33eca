import { runtimeEnvStore } from '@booking/shared/stores/runtime-env';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { runtimeEnvFixture } from '@booking/shared/testing/runtime-env-fixture';
import { beforeEach, describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import { PageAddressField } from './page-address-field';
import type { BusinessFields } from './use-page-address';

function Form({ children }: { children: ReactNode }) {
  const form = useForm<BusinessFields>({ defaultValues: { business_name: '', organization: '' } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('the page address field', () => {
  // The shell's part: the API the field asks whether an address is free.
  beforeEach(() => runtimeEnvStore.getState().setEnv(runtimeEnvFixture()));

  it('says the rule, not its text key, while the address is empty, in both languages', () => {
    for (const [messages, rule] of [
      [en, /^Lower-case letters, digits and hyphens/],
      [de, /^Kleinbuchstaben, Ziffern und Bindestriche/],
    ] as const) {
      const { unmount } = renderWithIntl(
        <Form>
          <PageAddressField id="address" followName />
        </Form>,
        messages,
      );
      expect(screen.getByText(rule)).toBeTruthy();
      expect(screen.queryByText(/staff\.signUp|\{address\}/)).toBeNull();
      unmount();
    }
  });
});
