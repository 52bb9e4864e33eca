import { FormattedMessage } from 'react-intl';

/** Each mark of the grid beside what it means; the sample is drawn with the grid's own classes. */
const MARKS: { sample: string; className: string; id: string }[] = [
  { sample: '✓', className: 'legend-mark', id: 'staff.legend.matched' },
  { sample: '+', className: 'legend-mark is-new', id: 'staff.legend.newCustomer' },
  { sample: '✎', className: 'legend-mark', id: 'staff.legend.notes' },
  { sample: '+3', className: 'legend-sample legend-more', id: 'staff.legend.more' },
  { sample: 'Abc', className: 'legend-sample legend-cancelled', id: 'staff.legend.cancelled' },
  { sample: '', className: 'legend-sample legend-paid', id: 'staff.legend.paid' },
  { sample: '', className: 'legend-sample legend-absence', id: 'staff.legend.absence' },
  { sample: '', className: 'legend-sample legend-closed', id: 'staff.legend.closed' },
  { sample: '', className: 'legend-sample legend-now', id: 'staff.legend.now' },
];

/**
 * What the calendar's marks mean (✓, +, ✎, "+3", struck through, the stripes, the red
 * line): a disclosure beside the view's options, closed by default so the grid keeps its room.
 */
export function CalendarLegend() {
  return (
    <details className="calendar-legend">
      <summary>
        <FormattedMessage id="staff.legend.title" />
      </summary>
      {/* The samples are for the eye; the grid itself says each mark in words to a screen reader. */}
      <ul className="calendar-legend-list">
        {MARKS.map((mark) => (
          <li key={mark.id}>
            <span className={mark.className} aria-hidden="true">
              {mark.sample}
            </span>
            <FormattedMessage id={mark.id} />
          </li>
        ))}
      </ul>
    </details>
  );
}
