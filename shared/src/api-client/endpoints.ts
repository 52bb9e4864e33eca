/** URLs of the booking API, in one place so that no app spells a path by hand. */
const seg = encodeURIComponent;

export const endpoints = {
  branches: (apiBase: string, organization: string) => `${apiBase}/v0/organizations/${seg(organization)}/branches`,
  services: (apiBase: string, organization: string, branch: string) =>
    `${apiBase}/v0/organizations/${seg(organization)}/branches/${seg(branch)}/services`,
  staffSession: (apiBase: string) => `${apiBase}/v0/staff/session`,
};
