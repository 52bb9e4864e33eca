import { describe, expect, it, rs } from '@rstest/core';
import { debounce } from './debounce';

describe('debounce', () => {
  it('runs once after a burst, and not at all when cancelled', () => {
    rs.useFakeTimers();
    try {
      const run = rs.fn();
      const refetch = debounce(run, 200);
      refetch.call();
      rs.advanceTimersByTime(150);
      refetch.call();
      rs.advanceTimersByTime(150);
      expect(run).not.toHaveBeenCalled();
      rs.advanceTimersByTime(50);
      expect(run).toHaveBeenCalledTimes(1);
      refetch.call();
      refetch.cancel();
      rs.advanceTimersByTime(1000);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      rs.useRealTimers();
    }
  });
});
