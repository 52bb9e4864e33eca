import { describe, expect, it } from '@rstest/core';
import { resolveHandle } from './route-handle';

describe('resolveHandle', () => {
  it('defaults to the Extended header and the default layout', () => {
    expect(resolveHandle([{}, { handle: undefined }])).toEqual({
      header: 'extended',
      layout: 'default',
      titleId: null,
    });
  });

  it('lets the deepest route that says something win', () => {
    const matches = [
      { handle: { titleId: 'booking.beauty.general.title' } },
      { handle: { header: 'compact' } },
      { handle: { titleId: 'beauty.time.title' } },
    ];
    expect(resolveHandle(matches)).toEqual({ header: 'compact', layout: 'default', titleId: 'beauty.time.title' });
  });

  it('reads the blank layout', () => {
    expect(resolveHandle([{ handle: { layout: 'blank' } }]).layout).toBe('blank');
  });

  it('ignores values it does not know', () => {
    expect(resolveHandle([{ handle: { header: 'huge', layout: 'fancy', titleId: 7 } }, { handle: 'x' }])).toEqual({
      header: 'extended',
      layout: 'default',
      titleId: null,
    });
  });
});
