import { describe, expect, it } from '@rstest/core';
import { servicePeriodGroups } from './service-period-groups';

const at = (clock: string) => `2026-03-04T${clock}:00+01:00[Europe/Berlin]`;
/** A free time as the API gives it: its start, and its wall clock in the branch's zone. */
const time = (clock: string) => ({ start: at(clock), local_time: clock });

describe('servicePeriodGroups', () => {
  it('names the times of a 12:00-15:00 service lunch and of a 17:30-23:00 service dinner', () => {
    const times = ['12:00', '13:30', '17:30', '21:30'].map(time);
    expect(
      servicePeriodGroups(times, [
        { start: '12:00', end: '15:00' },
        { start: '17:30', end: '23:00' },
      ]),
    ).toEqual([
      { service: 'lunch', slots: [at('12:00'), at('13:30')] },
      { service: 'dinner', slots: [at('17:30'), at('21:30')] },
    ]);
  });

  it('calls a service that starts at 15:30 dinner, though its first times are in the afternoon', () => {
    expect(servicePeriodGroups([time('15:30'), time('16:00')], [{ start: '15:30', end: '22:00' }])).toEqual([
      { service: 'dinner', slots: [at('15:30'), at('16:00')] },
    ]);
  });

  it('splits a kitchen open all day at 17:00', () => {
    expect(
      servicePeriodGroups([time('11:30'), time('16:30'), time('17:00')], [{ start: '11:30', end: '23:00' }]),
    ).toEqual([
      { service: 'lunch', slots: [at('11:30'), at('16:30')] },
      { service: 'dinner', slots: [at('17:00')] },
    ]);
  });

  it('leaves out a service with no free time, and gives nothing to group by without periods', () => {
    expect(
      servicePeriodGroups(
        [time('19:00')],
        [
          { start: '12:00', end: '15:00' },
          { start: '18:00', end: '22:00' },
        ],
      ),
    ).toEqual([{ service: 'dinner', slots: [at('19:00')] }]);
    expect(servicePeriodGroups([time('19:00')], undefined)).toBeNull();
    expect(servicePeriodGroups([time('19:00')], [])).toBeNull();
  });
});
