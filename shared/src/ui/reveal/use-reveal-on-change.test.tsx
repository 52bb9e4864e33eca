import { describe, expect, it, rstest } from '@rstest/core';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useRevealOnChange } from './use-reveal-on-change';

function Times({ day, top }: { day: string; top: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useRevealOnChange(ref, day);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (element) element.getBoundingClientRect = () => ({ top }) as DOMRect;
      }}
    >
      times of {day}
    </div>
  );
}

function scrolls(first: { day: string; top: number }, next: { day: string; top: number }): number {
  const calls = rstest.fn();
  window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  HTMLElement.prototype.scrollIntoView = calls;
  const { rerender } = render(<Times {...first} />);
  rerender(<Times {...next} />);
  return calls.mock.calls.length;
}

describe('useRevealOnChange', () => {
  it('brings times below the fold into view when another day is picked', () => {
    expect(scrolls({ day: '2026-03-04', top: 900 }, { day: '2026-03-05', top: 900 })).toBe(1);
  });

  it('leaves the page alone on the first render, on the same day, and when the times are in view', () => {
    expect(scrolls({ day: '2026-03-04', top: 900 }, { day: '2026-03-04', top: 900 })).toBe(0);
    expect(scrolls({ day: '2026-03-04', top: 100 }, { day: '2026-03-05', top: 100 })).toBe(0);
  });
});
