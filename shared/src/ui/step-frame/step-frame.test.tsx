import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { axeViolations } from '../../testing/check-axe';
import { renderWithIntl } from '../../testing/render-with-intl';
import { StepFrame } from './step-frame';

function journey() {
  return createMemoryRouter(
    [
      {
        path: '/book',
        element: (
          <StepFrame step={1} total={3} title="Choose services">
            <Link to="/book/time">Continue</Link>
          </StepFrame>
        ),
      },
      {
        path: '/book/time',
        element: (
          <StepFrame step={2} total={3} title="Choose a time" backTo="/book">
            <p>Slots</p>
          </StepFrame>
        ),
      },
    ],
    { initialEntries: ['/book'] },
  );
}

describe('StepFrame', () => {
  it('says which step of how many, in a live region', () => {
    renderWithIntl(<RouterProvider router={journey()} />);
    const progress = screen.getByText('Step 1 of 3');
    expect(progress.getAttribute('aria-live')).toBe('polite');
  });

  it('says no step on the screen after the last one', () => {
    renderWithIntl(
      <RouterProvider
        router={createMemoryRouter([{ path: '/done', element: <StepFrame title="Booked">Thanks</StepFrame> }], {
          initialEntries: ['/done'],
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Booked' })).toBeTruthy();
    expect(screen.queryByText(/^Step/)).toBeNull();
  });

  it('leaves focus alone on the page arrived at and moves it to the heading on the next step', async () => {
    renderWithIntl(<RouterProvider router={journey()} />);
    expect(document.activeElement).toBe(document.body);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Continue' })));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Choose a time' }));
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });

  it('goes back to the previous step and focuses its heading', async () => {
    const router = journey();
    renderWithIntl(<RouterProvider router={router} />);
    await act(async () => router.navigate('/book/time'));
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Back' })));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Choose services' }));
  });

  it('has no axe violations', async () => {
    const router = journey();
    const { container } = renderWithIntl(<RouterProvider router={router} />);
    await act(async () => router.navigate('/book/time'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
