import { axeViolations } from '@booking/shared/testing/check-axe';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import messages from '../../i18n/en.json';
import { EmployeeChoice, FIRST_AVAILABLE } from './employee-choice';

const PHOTO = 'https://api.example/v0/images/';
const employees = [
  {
    id: 'a',
    first_name: 'Anna',
    last_name: 'Schmidt',
    photo: { '1x': `${PHOTO}a1.webp`, '2x': `${PHOTO}a2.webp`, '3x': `${PHOTO}a3.webp` },
  },
  { id: 'j', first_name: 'Jonas', last_name: 'Weber', photo: null },
];

describe('EmployeeChoice', () => {
  it("shows an employee's photo at each density, and initials for one without", async () => {
    const { container } = renderWithIntl(
      <EmployeeChoice employees={employees} value={FIRST_AVAILABLE} onChange={() => {}} />,
      messages,
    );
    const photo = container.querySelector<HTMLImageElement>('label:has(input[value="a"]) img');
    expect(photo?.getAttribute('src')).toBe(`${PHOTO}a1.webp`);
    expect(photo?.getAttribute('srcset')).toBe(`${PHOTO}a1.webp 1x, ${PHOTO}a2.webp 2x, ${PHOTO}a3.webp 3x`);
    expect(photo?.getAttribute('alt')).toBe('');
    expect(screen.getByRole('radio', { name: 'Anna Schmidt' })).toBeTruthy();
    expect(container.querySelector('label:has(input[value="j"]) .avatar')?.textContent).toBe('JW');
    expect(await axeViolations(container)).toEqual([]);
  });
});
