import { Link } from '@booking/shared/router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHeadingFocus } from '../heading-focus/heading-focus';
import './step-frame.css';

interface StepFrameProps {
  /** 1-based. None on the screen after the last step (a confirmation is no step of its own). */
  step?: number;
  total?: number;
  title: ReactNode;
  /** Where the visit is booked, named under the heading ("Kiezküche Kreuzberg · Oranienstraße 25, 10999 Berlin"). */
  place?: { name: string; street: string; zip: string; city: string } | null;
  /** Where "Back" leads (the previous step's URL; the draft keeps every choice). None on the first step. */
  backTo?: string;
  children: ReactNode;
}

/**
 * One step of a journey: "Step n of m", a way back, and the step's heading. Each step change
 * moves focus to the heading (heading-focus.tsx) and the progress line is a polite live
 * region, so both the step number and its title are announced.
 */
export function StepFrame({ step, total, title, place, backTo, children }: StepFrameProps) {
  const heading = useHeadingFocus();
  const progress = step !== undefined && total !== undefined;
  return (
    <section className="step-frame" aria-labelledby="step-frame-title">
      {(backTo || progress) && (
        <div className="step-frame-bar">
          {backTo && (
            <Link className="step-frame-back" to={backTo}>
              <FormattedMessage id="kit.step.back" />
            </Link>
          )}
          {progress && (
            <p className="step-frame-progress" aria-live="polite">
              <FormattedMessage id="kit.step.progress" values={{ step, total }} />
            </p>
          )}
        </div>
      )}
      <h1 id="step-frame-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {place && (
        <p className="muted step-frame-place">
          {place.name} · {place.street}, {place.zip} {place.city}
        </p>
      )}
      {children}
    </section>
  );
}
