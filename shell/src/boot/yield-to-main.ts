/**
 * Ends the current task so the browser can paint and handle input before the boot goes on
 * (no task over 200 ms at 4x CPU slowdown). `scheduler.yield()` resumes ahead of
 * other queued work where Chromium has it; elsewhere a message posted to ourselves is a new
 * task without `setTimeout`'s minimum delay once timers nest.
 */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
