import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { axeViolations } from '../../testing/check-axe';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('tells a screen reader "Loading" once and hides its placeholder shapes', () => {
    const { container } = renderWithIntl(<Skeleton rows={4} />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(container.querySelectorAll('.skeleton-row[aria-hidden="true"]')).toHaveLength(4);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<Skeleton />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
