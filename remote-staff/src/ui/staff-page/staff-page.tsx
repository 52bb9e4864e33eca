import { Link, NavLink } from '@booking/shared/router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { type StaffBranch, todayIn } from './staff-branch';
import './staff-page.css';

interface StaffPageProps {
  branch: StaffBranch;
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
 * The frame of the customer and checkout pages until they sit inside the calendar's layout
 * (its top bar is staff-cal's): the branch, links to the calendar (today in the branch's
 * zone) and to the customers, and the page's own heading.
 */
export function StaffPage({ branch, titleId, title, subtitle, actions, back, children }: StaffPageProps) {
  const base = `/staff/${branch.slug}`;
  return (
    <div className="staff-page">
      <nav className="staff-page-nav" aria-label={branch.name}>
        <span className="staff-page-branch">{branch.name}</span>
        <ul>
          <li>
            <Link to={`${base}/day/${todayIn(branch.timezone, Date.now())}`}>
              <FormattedMessage id="staff.page.calendar" />
            </Link>
          </li>
          <li>
            <NavLink to={`${base}/customers`} end>
              <FormattedMessage id="staff.page.customers" />
            </NavLink>
          </li>
        </ul>
      </nav>
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
