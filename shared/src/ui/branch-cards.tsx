import { Link } from '@booking/shared/router';
import type { Branch } from '../contract/branches';

/** The branches as large tap targets; each vertical decides where a branch leads. */
export function BranchCards({ branches, hrefFor }: { branches: Branch[]; hrefFor: (branch: Branch) => string }) {
  return (
    <ul className="card-list">
      {branches.map((branch) => (
        <li key={branch.id}>
          <Link className="card" to={hrefFor(branch)}>
            <span className="card-title">{branch.name}</span>
            <br />
            <span className="muted">
              {branch.street}, {branch.zip} {branch.city}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
