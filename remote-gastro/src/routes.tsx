import { loaderConfiguration } from '@booking/shared/api-client/loader-context';
import { type LoaderFunctionArgs, type RouteObject, redirect } from '@booking/shared/router';
import type { JSX } from 'react';
import './gastro.css';

function reservationsEnabled(context: unknown): boolean {
  return loaderConfiguration(context)?.reservations.customization.online_reservations_enabled ?? true;
}

/** When the merchant switched online reservations off, every page of the flow says so. */
function unlessUnavailable<T>(loader: (args: LoaderFunctionArgs) => Promise<T>) {
  return (args: LoaderFunctionArgs) =>
    reservationsEnabled(args.context) ? loader(args) : redirect(`/${args.params.organization}/unavailable`);
}

type Lazy = { loader?: (args: LoaderFunctionArgs) => Promise<unknown>; Component: () => JSX.Element | null };

/** A step loaded on demand, so each step adds only its own code; its loader checks the merchant switch first. */
function step(load: () => Promise<Lazy>) {
  return async () => {
    const route = await load();
    return route.loader
      ? { Component: route.Component, loader: unlessUnavailable(route.loader) }
      : { Component: route.Component };
  };
}

const compact = (titleId: string) => ({ header: 'compact' as const, titleId });

/**
 * Routes under `/:organization`:
 *   ''                       select branch
 *   'unavailable'            online reservations switched off
 *   ':branch'                redirects to the reservation flow
 *   ':branch/reserve'        details; then 'contact', 'confirm', 'confirmed'
 *   ':branch/:token'         manage a reservation; 'reschedule', 'confirmed', 'cancelled'
 */
export const routes: RouteObject[] = [
  {
    index: true,
    handle: { titleId: 'gastro.branches.title' },
    lazy: step(() => import('./features/branches/branches-route')),
  },
  {
    path: 'unavailable',
    handle: { titleId: 'gastro.unavailable.title' },
    // Not through `step`: this page is where the merchant switch leads, it must not redirect to itself.
    lazy: async () => {
      const { loader, Component } = await import('./features/unavailable/unavailable-route');
      return { loader, Component };
    },
  },
  {
    path: ':branch',
    children: [
      { index: true, loader: ({ params }) => redirect(`/${params.organization}/${params.branch}/reserve`) },
      {
        path: 'reserve',
        children: [
          {
            index: true,
            handle: { titleId: 'gastro.general.title' },
            lazy: step(() => import('./features/reservation-details/reservation-details-route')),
          },
          {
            path: 'contact',
            handle: compact('gastro.contact.title'),
            lazy: step(() => import('./features/reservation-contact/reservation-contact-route')),
          },
          {
            path: 'confirm',
            handle: compact('gastro.confirm.title'),
            lazy: step(() => import('./features/reservation-confirm/reservation-confirm-route')),
          },
          {
            path: 'confirmed',
            handle: compact('gastro.confirmed.title'),
            lazy: step(() => import('./features/reservation-confirmed/reservation-confirmed-route')),
          },
        ],
      },
      {
        path: ':token',
        // Its error element (an unknown link) loads with the manage pages, not with the first screen.
        lazy: () => import('./features/manage-reservation/invalid-link-route'),
        children: [
          {
            index: true,
            handle: compact('gastro.manage.title'),
            lazy: step(async () => (await import('./features/manage-reservation/manage-routes')).summary),
          },
          {
            path: 'reschedule',
            handle: compact('gastro.reschedule.title'),
            lazy: step(async () => (await import('./features/manage-reservation/manage-routes')).reschedule),
          },
          {
            path: 'confirmed',
            handle: compact('gastro.rescheduled.title'),
            lazy: step(async () => (await import('./features/manage-reservation/manage-routes')).confirmed),
          },
          {
            path: 'cancelled',
            handle: compact('gastro.cancelled.title'),
            lazy: step(async () => (await import('./features/manage-reservation/manage-routes')).cancelled),
          },
        ],
      },
    ],
  },
];
