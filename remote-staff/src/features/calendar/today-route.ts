import { todayRedirectLoader } from './api/today-redirect';

/** `/staff/:branch` itself only leads on to today's day view. */
export const loader = todayRedirectLoader;
