import { describe, expect, it } from '@rstest/core';
import { listBranches } from '../contract/operations/branches';
import { fakeTransport, jsonAnswer } from '../testing/fake-transport';
import { branchBySlug, findBranch } from './find-branch';
import { loadOrFailure, loadOrRetry } from './loaded';

const API = 'https://api.example';
const args = { params: { organization: 'salon' } };

describe('loadOrFailure', () => {
  it('hands over the data of a success', async () => {
    const { deps } = fakeTransport(jsonAnswer(200, { results: { branches: [] } }));
    expect(await loadOrFailure(listBranches, args, { apiBase: API, deps })).toEqual({
      ok: true,
      data: { results: { branches: [] } },
    });
  });

  it('marks a dropped network and a server failure retryable, a refusal not', async () => {
    const dropped = fakeTransport();
    expect(await loadOrFailure(listBranches, args, { apiBase: API, deps: dropped.deps })).toEqual({
      ok: false,
      error: null,
      retryable: true,
    });
    const refused = fakeTransport(jsonAnswer(404, { error: { code: 'not_found' } }));
    expect(await loadOrFailure(listBranches, args, { apiBase: API, deps: refused.deps })).toEqual({
      ok: false,
      error: { code: 'not_found' },
      retryable: false,
    });
  });

  it('sends an ended session to sign in when the access names where, else shows it in place', async () => {
    const signedOut = () => fakeTransport(jsonAnswer(401, { error: { code: 'unauthenticated' } })).deps;
    const thrown = await loadOrFailure(listBranches, args, {
      apiBase: API,
      deps: signedOut(),
      signInPath: '/staff',
    }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/staff');
    const inPlace = await loadOrFailure(listBranches, args, { apiBase: API, deps: signedOut() });
    expect(inPlace).toMatchObject({ ok: false, error: { code: 'unauthenticated' }, retryable: false });
  });
});

describe('loadOrRetry', () => {
  it('shows a dropped network in place, to be retried', async () => {
    const dropped = fakeTransport();
    expect(await loadOrRetry(listBranches, args, { apiBase: API, deps: dropped.deps })).toEqual({
      ok: false,
      error: null,
      retryable: true,
    });
  });

  it('throws what a retry cannot cure to the route: an unknown merchant is not found', async () => {
    const refused = fakeTransport(jsonAnswer(404, { error: { code: 'merchant_not_found' } }));
    const thrown = await loadOrRetry(listBranches, args, { apiBase: API, deps: refused.deps }).catch(
      (error: unknown) => error,
    );
    expect(thrown instanceof Response && [thrown.status, thrown.statusText]).toEqual([404, 'merchant_not_found']);
  });
});

describe('findBranch', () => {
  const branches = [{ slug: 'mitte' }, { slug: 'kreuzberg' }];

  it('finds the branch a route names', () => {
    expect(findBranch(branches, 'kreuzberg')).toBe(branches[1]);
  });

  it('throws the not-found answer for a slug the merchant has not', () => {
    const thrown = (() => {
      try {
        findBranch(branches, 'wedding');
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it('gives null, not the not-found screen, to a page that shows without the branch', () => {
    expect(branchBySlug(branches, 'wedding')).toBeNull();
    expect(branchBySlug(branches, 'mitte')).toBe(branches[0]);
  });
});
