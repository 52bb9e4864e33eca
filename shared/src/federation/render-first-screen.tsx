import { FIRST_SCREEN_CONTRACT, type FirstScreenModule } from './first-screen';

/**
 * A remote's server module (`src/server/first-screen.ts`): its routes, its texts and the
 * screens the server may draw, stamped with the contract the shell's server checks. The shell's
 * server renders them (shell/src/server/render-page.tsx); the remote renders nothing itself, so
 * its page and the shell's frame are one tree with one React (docs/decisions/0070).
 */
export function firstScreenRenderer(remote: Omit<FirstScreenModule, 'firstScreenContract'>): FirstScreenModule {
  return { firstScreenContract: FIRST_SCREEN_CONTRACT, ...remote };
}
