import type { ReactNode } from 'react';
import { useGlobalFailure } from '../telemetry/global-error';
import { FatalErrorScreen } from './fatal-error-screen';

export function GlobalErrorGate({ children }: { children: ReactNode }) {
  return useGlobalFailure() ? <FatalErrorScreen /> : children;
}
