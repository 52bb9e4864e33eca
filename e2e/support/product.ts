import { PORTS, urlOf } from './ports';

/**
 * Addresses of the product's own calls, for the tests that read what the product read or
 * put a network fault in its way.
 */
export type RemoteName = 'beauty' | 'gastro' | 'staff';

/** The configuration call the shell makes on load (SPEC section 7). */
export function configurationUrl(organization: string): string {
  return `${urlOf(PORTS.api)}/v0/configurations/public/booking/${organization}`;
}

export function manifestUrl(remote: RemoteName): string {
  return `${urlOf(PORTS[remote])}/mf-manifest.json`;
}

/** The remote's entry script as its manifest names it: the file name carries a content hash. */
export async function remoteEntryUrl(remote: RemoteName): Promise<string> {
  const response = await fetch(manifestUrl(remote));
  const manifest = (await response.json()) as { metaData: { remoteEntry: { path: string; name: string } } };
  const { path, name } = manifest.metaData.remoteEntry;
  return new URL(`${path ? `${path}/` : ''}${name}`, `${urlOf(PORTS[remote])}/`).href;
}

/** A faked answer from the API or a remote (not the shell's origin) needs CORS headers, or the browser turns it into a network error. */
export const CROSS_ORIGIN_HEADERS = { 'access-control-allow-origin': urlOf(PORTS.shell) };

/** The fields of the public configuration these tests compare the page with. */
export interface MerchantConfiguration {
  client_account: { name: string };
  reservations: {
    customization: {
      terms_of_service_url: string | null;
      theme: {
        color: string;
        instagram_url: string | null;
        facebook_url: string | null;
        logo: string | null;
        header_background_image: { '1x': string; '2x': string; '3x': string } | null;
      };
    };
  };
}

export async function merchantConfiguration(organization: string): Promise<MerchantConfiguration> {
  const response = await fetch(configurationUrl(organization));
  if (!response.ok) throw new Error(`configuration of ${organization} answered ${response.status}`);
  const body = (await response.json()) as { results: { configuration: MerchantConfiguration } };
  return body.results.configuration;
}
