import { yieldToMain } from './boot/yield-to-main';
import { startEarlyErrorBuffer } from './telemetry/early-errors';

// Keep what fails before error reporting starts (it needs the environment file's DSN).
startEarlyErrorBuffer();
// The async boundary lets Module Federation negotiate shared singletons before any app code runs.
// Evaluating this entry (the federation runtime) is a long task on a slow phone; starting the
// shared scope and the app's chunks in the next one keeps each under the long-task line.
void yieldToMain().then(() => import('./bootstrap'));
