import type { Db } from './db';

/**
 * A transaction whose `transaction` runs inside it, so a command written to open its own
 * becomes one step of a larger one. A refusal the command returns does not roll the larger
 * one back: its caller throws to.
 */
export const joinTransaction = (tx: Db): Db => ({ ...tx, transaction: (fn) => fn(tx) });
