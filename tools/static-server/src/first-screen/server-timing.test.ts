import { describe, expect, it } from '@rstest/core';
import { serverTiming } from './server-timing';

describe('serverTiming', () => {
  it('names each phase the renderer measured and the whole drawing, in tenths of a millisecond', () => {
    expect(serverTiming({ configuration: 12.345, data: 30, render: 4.04 }, 51.26)).toBe(
      'configuration;dur=12.3, data;dur=30.0, render;dur=4.0, draw;dur=51.3',
    );
  });

  it('leaves out what was not measured (the staff area has no configuration)', () => {
    expect(serverTiming({ data: 2, render: 3 }, 6)).toBe('data;dur=2.0, render;dur=3.0, draw;dur=6.0');
    expect(serverTiming(undefined, 6)).toBe('draw;dur=6.0');
  });
});
