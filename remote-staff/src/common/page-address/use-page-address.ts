import type { AvailabilityResponse } from '@booking/shared/contract/accounts';
import { suggestSlug } from '@booking/shared/contract/suggest-slug';
import { slugSchema } from '@booking/shared/slugs';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useAccountApi } from '../staff-api/staff-api';
import { checkPageAddress } from './check-page-address';

/** What the page address field says under it while it is typed. */
export type AddressStatus =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'answer'; results: AvailabilityResponse['results'] }
  | { kind: 'unknown' };

/** A form with a business name and its page address (sign-up, the sign-up's confirmation). */
export type BusinessFields = { business_name: string; organization: string };

export interface PageAddressOptions {
  /** The address follows the business name (suggested) until it is typed by hand: on sign-up. */
  followName: boolean;
  /** The address the business holds already (its sign-up's): kept, it needs no asking. */
  ownAddress?: string;
}

/** Typing pauses this long before the address is asked about, so not every key costs a request. */
const PAUSE_MS = 300;

/**
 * The page address, asked about as it changes: free, taken or reserved. Only the newest answer
 * counts.
 */
export function usePageAddress({ followName, ownAddress }: PageAddressOptions): {
  status: AddressStatus;
  onTyped: () => void;
} {
  const api = useAccountApi();
  const { setValue, getValues } = useFormContext<BusinessFields>();
  const businessName = useWatch<BusinessFields, 'business_name'>({ name: 'business_name' });
  const address = useWatch<BusinessFields, 'organization'>({ name: 'organization' });
  const typedByHand = useRef(!followName);
  const [status, setStatus] = useState<AddressStatus>({ kind: 'idle' });

  useEffect(() => {
    if (typedByHand.current) return;
    const suggestion = suggestSlug(businessName ?? '');
    if (suggestion !== getValues('organization')) setValue('organization', suggestion);
  }, [businessName, getValues, setValue]);

  useEffect(() => {
    if (!address || address === ownAddress || !slugSchema.safeParse(address).success) {
      setStatus({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setStatus({ kind: 'checking' });
    const timer = setTimeout(async () => {
      const result = await checkPageAddress(api, address, controller.signal);
      if (controller.signal.aborted) return;
      setStatus(result.ok ? { kind: 'answer', results: result.data.results } : { kind: 'unknown' });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, address, ownAddress]);

  return { status, onTyped: () => (typedByHand.current = true) };
}
