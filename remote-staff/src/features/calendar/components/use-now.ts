import { useEffect, useState } from 'react';

/** The current time, moved on every minute: the grid's "now" line walks down the day. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
