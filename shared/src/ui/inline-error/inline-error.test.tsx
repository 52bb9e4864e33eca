import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import { axeViolations } from '../../testing/check-axe';
import { renderWithIntl } from '../../testing/render-with-intl';
import { InlineError } from './inline-error';

describe('InlineError', () => {
  it('announces the message passed in and retries on "Retry"', () => {
    let retries = 0;
    renderWithIntl(<InlineError message="Try refreshing" onRetry={() => retries++} />);
    expect(screen.getByRole('alert').textContent).toContain('Try refreshing');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retries).toBe(1);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<InlineError message="Try refreshing" onRetry={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
