import axe from 'axe-core';

/**
 * axe's violations of WCAG 2.x A/AA rules in a rendered container. Colour contrast needs
 * layout that happy-dom does not compute, so it is left to the browser tests (e2e).
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(', ')}`);
}
