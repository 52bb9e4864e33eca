import type { createBrowserRouter } from '@booking/shared/router';

type AppRouter = ReturnType<typeof createBrowserRouter>;

let router: AppRouter | null = null;

/** Loaders need the router to plug remote routes in; it exists before any loader runs. */
export function setRouter(instance: AppRouter): void {
  router = instance;
}

export function getRouter(): AppRouter {
  if (!router) throw new Error('router used before it was created');
  return router;
}
