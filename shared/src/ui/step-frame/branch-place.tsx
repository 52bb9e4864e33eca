/** A branch on one line, for under a step's heading: "Kiezküche Kreuzberg · Oranienstraße 25, 10999 Berlin". */
export function branchPlace(branch: { name: string; street: string; zip: string; city: string }): string {
  return `${branch.name} · ${branch.street}, ${branch.zip} ${branch.city}`;
}
