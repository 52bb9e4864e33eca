import { Link } from '@booking/shared/router';
import type { ReactNode } from 'react';
import './fact-list.css';

export interface Fact {
  term: ReactNode;
  value: ReactNode;
  /** Where the visitor changes this (an earlier step), and the link's words ("Change your details"). */
  change?: { to: string; label: ReactNode };
}

/** What was chosen, as terms and values, each value with its way back to change it where it has one. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="fact-list">
      {facts.map((fact, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of rows in a fixed order.
        <div key={index}>
          <dt>{fact.term}</dt>
          <dd>
            {fact.value}
            {fact.change && (
              <Link className="fact-change" to={fact.change.to}>
                {fact.change.label}
              </Link>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
