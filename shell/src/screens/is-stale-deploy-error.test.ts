import { describe, expect, it } from '@rstest/core';
import { isStaleDeployError } from './is-stale-deploy-error';

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isStaleDeployError', () => {
  it.each([
    named('ChunkLoadError', 'Loading chunk 812 failed.'),
    new Error('Loading chunk services-route failed.\n(error: http://localhost:3001/static/js/async/1.abc.js)'),
    new Error('Loading CSS chunk 4 failed.'),
    new TypeError('Failed to fetch dynamically imported module: http://x/static/js/a.js'),
  ])('recognises %s', (error) => {
    expect(isStaleDeployError(error)).toBe(true);
  });

  it('follows the cause of a wrapped error', () => {
    expect(isStaleDeployError(new Error('route failed', { cause: named('ChunkLoadError', 'x') }))).toBe(true);
  });

  it.each([new Error('boom'), new TypeError('Failed to fetch'), 'ChunkLoadError', null])('ignores %s', (error) => {
    expect(isStaleDeployError(error)).toBe(false);
  });
});
