import type { Branch } from '@booking/shared/contract/branches';

/** Where the appointment is: the branch's name, street, town and phone (a call link). */
export function BranchAddress({ branch }: { branch: Branch }) {
  return (
    <address className="branch-address">
      {branch.name}
      <br />
      {branch.street}, {branch.zip} {branch.city}
      {branch.phone && (
        <>
          <br />
          <a href={`tel:${branch.phone.replaceAll(' ', '')}`}>{branch.phone}</a>
        </>
      )}
    </address>
  );
}
