/**
 * Which of a remote's style sheets a drawn page needs. The manifest names every sheet of the
 * remote, its lazy routes' too: for the staff area some 35 sheets and 120 KB of CSS on a
 * sign-in page that needs one, and most of them repeat the kit's rules (each lazy chunk's sheet
 * carries the buttons and fields it uses). A phone parses and matches all of them before its
 * first paint.
 *
 * So a sheet goes into the page when it brings a rule that can apply to the drawn HTML and that
 * no sheet taken before it brought: every name its selector needs (classes, element names, ids)
 * is in the page. The exposed module's own sheets (`always`) are always taken: the app loads
 * them on its first screen. A sheet left out is not lost: the remote's runtime loads a lazy
 * chunk's sheet when the app loads the chunk, unless the page already has it.
 */

export interface Rule {
  /** The rule as written, with its enclosing at-rules (`@media ...`): the same rule in two sheets has one key. */
  key: string;
  /** Per selector in its list, the names it needs; a list with one empty entry can apply to any page. */
  needs: string[][];
}

/** The style rules of a minified sheet (no nesting), keyframe steps and at-rules without selectors left out. */
export function rulesOf(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  const context: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      i = text.indexOf(c, i + 1);
      if (i < 0) break;
    } else if (c === ';') {
      start = i + 1;
    } else if (c === '}') {
      context.pop();
      start = i + 1;
    } else if (c === '{') {
      const prelude = text.slice(start, i).trim();
      if (prelude.startsWith('@')) {
        context.push(prelude);
        start = i + 1;
        continue;
      }
      const end = text.indexOf('}', i);
      if (end < 0) break;
      if (!context.some((at) => at.startsWith('@keyframes') || at.startsWith('@font-face'))) {
        rules.push({ key: `${context.join('{')}{${prelude}{${text.slice(i + 1, end)}}`, needs: needsOf(prelude) });
      }
      i = end;
      start = end + 1;
    }
  }
  return rules;
}

/**
 * What each selector of a list needs in the page to match anything. Only what a match cannot do
 * without counts: arguments of pseudo-classes (`:not(.x)`, `:is(h1,h2)`) and attribute values are
 * dropped, so a selector is never thought to need more than it does.
 */
function needsOf(selectorList: string): string[][] {
  let bare = selectorList.replace(/\[[^\]]*\]/g, '');
  for (let before = ''; before !== bare; ) {
    before = bare;
    bare = bare.replace(/\([^()]*\)/g, '');
  }
  return bare.split(',').map((selector) => {
    const plain = selector.replace(/::?[\w-]+/g, ' ');
    const names = [...plain.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => `.${m[1]}`);
    names.push(...[...plain.matchAll(/#(-?[A-Za-z_][\w-]*)/g)].map((m) => `#${m[1]}`));
    names.push(...[...plain.matchAll(/(?:^|[\s>+~])([a-z][a-z0-9-]*)/gi)].map((m) => (m[1] ?? '').toLowerCase()));
    return [...new Set(names)];
  });
}

/** The names the drawn HTML offers a selector: its classes (`.x`), ids (`#x`) and element names. */
export function namesIn(html: string): Set<string> {
  // The drawn HTML goes into index.html's <div id="root">.
  const names = new Set<string>(['html', 'body', 'div', '#root']);
  for (const [, tag = ''] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)) names.add(tag.toLowerCase());
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) names.add(`.${name}`);
  }
  for (const [, id = ''] of html.matchAll(/\sid="([^"]*)"/g)) names.add(`#${id}`);
  return names;
}

export function canApply(rule: Rule, page: Set<string>): boolean {
  return rule.needs.some((names) => names.every((name) => page.has(name)));
}

/**
 * The sheets to put into the page, in their order: the `always` ones, and each other that brings
 * a rule the page can use and no sheet before it brought.
 */
export function usedSheets<T extends { rules: Rule[]; always: boolean }>(sheets: T[], page: Set<string>): T[] {
  const brought = new Set<string>();
  return sheets.filter((sheet) => {
    const usable = sheet.rules.filter((rule) => canApply(rule, page));
    const used = sheet.always || usable.some((rule) => !brought.has(rule.key));
    if (used) for (const rule of usable) brought.add(rule.key);
    return used;
  });
}
