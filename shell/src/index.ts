import { startEarlyErrorBuffer } from './telemetry/early-errors';

// Keep what fails before error reporting starts (it needs the environment file's DSN).
startEarlyErrorBuffer();
// The async boundary lets Module Federation negotiate shared singletons before any app code runs.
import('./bootstrap');
