import { describe, expect, it } from '@rstest/core';
import { laneRoom } from './lane-room';

describe('laneRoom', () => {
  it('gives a week column of a 1280 px screen (about 10 rem) one lane, beside the strip too', () => {
    expect(laneRoom(10.25)).toEqual({ fit: 1, beside: 1 });
  });

  it('gives a wide column two lanes, and one beside the strip when two do not fit with it', () => {
    expect(laneRoom(13)).toEqual({ fit: 2, beside: 1 });
    expect(laneRoom(15)).toEqual({ fit: 2, beside: 2 });
  });

  it('leaves only the strip in a narrow column of a portrait tablet, but one item still fits alone', () => {
    expect(laneRoom(5.75)).toEqual({ fit: 1, beside: 0 });
  });

  it('treats an unmeasured column (width 0) as the narrowest', () => {
    expect(laneRoom(0)).toEqual({ fit: 1, beside: 0 });
    expect(laneRoom(Number.NaN)).toEqual({ fit: 1, beside: 0 });
  });
});
