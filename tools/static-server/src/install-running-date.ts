/**
 * Makes `new Date()`, `Date()` and `Date.now()` in this process read `now` instead of the
 * system clock. The server draws first screens with the remotes' renderers, which read the date
 * themselves (the restaurant's first bookable day), so a clock cannot be handed to them: the
 * process's Date is the one seam they share. Only with BOOKING_CLOCK_START (decision 0036).
 */
export function installRunningDate(now: () => number, scope: { Date: DateConstructor } = globalThis): void {
  const RealDate = scope.Date;
  scope.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    // Called without `new`, Date returns the current time as a string.
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
}
