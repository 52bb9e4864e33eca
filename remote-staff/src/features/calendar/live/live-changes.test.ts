import { describe, expect, it } from '@rstest/core';
import { withLiveChange } from './live-changes';

const event = (id: string, change: 'created' | 'updated' | 'cancelled' | 'deleted', by?: 'guest' | 'staff') => ({
  kind: 'reservation' as const,
  id,
  change,
  branch: 'kreuzberg',
  ...(by ? { by } : {}),
});

describe('withLiveChange', () => {
  it('keeps what guests did online, newest first', () => {
    const one = withLiveChange([], event('r1', 'created', 'guest'), 1);
    const two = withLiveChange(one, event('r2', 'updated', 'guest'), 2);
    expect(two).toEqual([
      { id: 'r2', change: 'updated', at: 2 },
      { id: 'r1', change: 'created', at: 1 },
    ]);
  });

  it('leaves out the staff’s own changes, appointments and absences', () => {
    expect(withLiveChange([], event('r1', 'created', 'staff'), 1)).toEqual([]);
    expect(withLiveChange([], { kind: 'appointment', id: 'a1', change: 'created', branch: 'mitte' }, 1)).toEqual([]);
  });

  it('says one line per reservation: its latest change', () => {
    const made = withLiveChange([], event('r1', 'created', 'guest'), 1);
    expect(withLiveChange(made, event('r1', 'cancelled', 'guest'), 2)).toEqual([
      { id: 'r1', change: 'cancelled', at: 2 },
    ]);
  });

  it('keeps the five newest', () => {
    let changes = withLiveChange([], event('r0', 'created', 'guest'), 0);
    for (let i = 1; i <= 6; i++) changes = withLiveChange(changes, event(`r${i}`, 'created', 'guest'), i);
    expect(changes.map((change) => change.id)).toEqual(['r6', 'r5', 'r4', 'r3', 'r2']);
  });
});
