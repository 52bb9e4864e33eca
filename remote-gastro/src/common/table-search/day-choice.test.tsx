import { axeViolations } from '@booking/shared/testing/check-axe';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import en from '../../i18n/en.json';
import { DayChoice } from './day-choice';

// Wednesday 4 March 2026 is a closed day, Thursday 5 March fully booked for the party.
function renderChoice(chosen: string[]) {
  return renderWithIntl(
    <DayChoice
      value="2026-03-03"
      first="2026-03-03"
      last="2026-06-03"
      fullyBooked={['2026-03-05']}
      closed={['2026-03-04']}
      onChange={(date) => chosen.push(date)}
    />,
    en,
  );
}
const dayOf = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('DayChoice', () => {
  it('shows a closed day as closed and does not let it be chosen', () => {
    const chosen: string[] = [];
    renderChoice(chosen);
    const closed = dayOf(/Wed.*closed/);
    expect(closed.disabled).toBe(true);
    fireEvent.click(closed);
    expect(chosen).toEqual([]);
    expect(dayOf(/Thu.*fully booked/).disabled).toBe(true);
    fireEvent.click(dayOf(/Fri/));
    expect(chosen).toEqual(['2026-03-06']);
  });

  it('marks closed days in the full calendar too', async () => {
    const { container } = renderChoice([]);
    fireEvent.click(screen.getByRole('button', { name: 'More dates' }));
    const closed = (await screen.findByRole('button', { name: /March 4, 2026, closed/ })) as HTMLButtonElement;
    expect(closed.disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });
});
