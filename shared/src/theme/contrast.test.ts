import { describe, expect, it } from '@rstest/core';
import { contrastRatio, readableTextOn } from './contrast';

describe('text colour on the merchant colour', () => {
  it('puts white text on the default blue', () => {
    expect(readableTextOn('#1B6AD7')).toBe('#ffffff');
  });

  it('puts black text on a pale yellow', () => {
    expect(readableTextOn('#FFE45C')).toBe('#000000');
  });

  it('handles the three-digit form', () => {
    expect(readableTextOn('#fff')).toBe('#000000');
    expect(readableTextOn('#000')).toBe('#ffffff');
  });

  it('reaches WCAG AA (4.5:1) for every colour on a coarse grid of the sRGB cube', () => {
    const steps = ['00', '33', '66', '77', '88', '99', 'cc', 'ff'];
    for (const r of steps) {
      for (const g of steps) {
        for (const b of steps) {
          const background = `#${r}${g}${b}`;
          expect(contrastRatio(background, readableTextOn(background))).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('computes the known ratio of black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
