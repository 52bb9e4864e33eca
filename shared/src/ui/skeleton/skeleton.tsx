import { FormattedMessage } from 'react-intl';
import './skeleton.css';

/**
 * Grey rows where content is loading, as tall as what will replace them, so nothing jumps
 * when it arrives (never a blank area or layout shift). One status message
 * ("Loading") for screen readers; the shapes themselves are hidden from them.
 */
export function Skeleton({ rows = 3, rowHeight = '3.5rem' }: { rows?: number; rowHeight?: string }) {
  return (
    <div className="skeleton" role="status">
      <span className="skeleton-label">
        <FormattedMessage id="kit.loading" />
      </span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are identical placeholders that never reorder.
        <div key={index} className="skeleton-row" style={{ height: rowHeight }} aria-hidden="true" />
      ))}
    </div>
  );
}
