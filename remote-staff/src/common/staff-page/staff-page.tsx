import { Link } from '@booking/shared/router';
import type { ReactNode } from 'react';
import './staff-page.css';

interface StaffPageProps {
  /** The id of the h1, for forms and sections labelled by it. */
  titleId: string;
  title: ReactNode;
  /** A line under the heading (customer number, appointment time). */
  subtitle?: ReactNode;
  /** Buttons or links beside the heading ("New customer", "Edit"). */
  actions?: ReactNode;
  /** Where "Back" goes, when the page sits under another than the calendar. */
  back?: { to: string; label: ReactNode };
  children: ReactNode;
}

/**
 * The head of a customer or checkout page: a way back, the heading and its actions. The
 * branch, the view switch and sign out are the calendar layout's top bar above it.
 */
export function StaffPage({ titleId, title, subtitle, actions, back, children }: StaffPageProps) {
  return (
    <div className="staff-page">
      {back && (
        <p className="staff-page-back">
          <Link to={back.to}>
            <span aria-hidden="true">← </span>
            {back.label}
          </Link>
        </p>
      )}
      <div className="staff-page-head">
        <div>
          <h1 id={titleId}>{title}</h1>
          {subtitle && <p className="muted staff-page-subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="staff-page-actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
