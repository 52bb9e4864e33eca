import { beforeAll, describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import { problemWith } from './fuzz/bad-answers';
import { badRequest, FUZZED_OPERATIONS, type FuzzContext } from './fuzz/bad-requests';
import { fuzzContext, send } from './fuzz/run-fuzz';
import { useTestApp } from './helpers/test-app';

/*
 * No bad input gets a 5xx, for every operation of the contract's list, reads included: its
 * path parameters and query string, and for writes its body and headers, with the demo
 * data's real ids and times in the parts left good, so the bad value reaches the handler;
 * the owner's settings go with the owner's session, the rest with the staff's. A
 * fixed seed and a bounded count keep this run the same and short; `npm run fuzz -w api`
 * tries many more (the README's "Bad input" has its figures).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const t = useTestApp();
let context: FuzzContext;
beforeAll(async () => {
  context = await fuzzContext(t());
});

describe('bad input to every operation', () => {
  it('covers every operation of the list, reads and writes', () => {
    expect(FUZZED_OPERATIONS.length).toBeGreaterThanOrEqual(50);
    expect(FUZZED_OPERATIONS.filter((op) => op.method === 'get').length).toBeGreaterThanOrEqual(20);
  });

  it.each(FUZZED_OPERATIONS.map((op) => ({ id: op.id, op })))(
    '$id: never a 5xx; every error has the one shape, a documented code, and names the field',
    async ({ op }) => {
      await fc.assert(
        fc.asyncProperty(badRequest(op, context), async (request) => {
          const problem = problemWith(op, await send(t().app, request));
          if (problem) throw new Error(`${request.kind}: ${problem}`);
        }),
        // A body has more places for a bad value to hide, and its text goes to the database.
        { seed: SEED, numRuns: op.body ? RUNS * 2 : RUNS, endOnFailure: true, includeErrorInReport: true },
      );
    },
  );
});
