import { describe, expect, it } from '@rstest/core';
import { pageEvents } from './page-sequencer';

describe('pageEvents', () => {
  it('sends one page view for the first page', () => {
    expect(pageEvents(null, '/demo-salon')).toEqual([{ event: '$pageview', path: '/demo-salon' }]);
  });

  it('sends the leave of the old page before the view of the new one', () => {
    expect(pageEvents('/demo-salon', '/demo-salon/mitte/book')).toEqual([
      { event: '$pageleave', path: '/demo-salon' },
      { event: '$pageview', path: '/demo-salon/mitte/book' },
    ]);
  });

  it('sends nothing when the path did not change', () => {
    expect(pageEvents('/demo-salon', '/demo-salon')).toEqual([]);
  });
});
