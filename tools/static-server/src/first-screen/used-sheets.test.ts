import { describe, expect, it } from '@rstest/core';
import { canApply, namesIn, rulesOf, usedSheets } from './used-sheets';

const page = namesIn(
  '<main class="staff-page"><h1 id="title">Sign in</h1><form class="sign-in"><button class="button button-wide">Go</button></form></main>',
);
const applies = (css: string) => rulesOf(css).some((rule) => canApply(rule, page));

const sheet = (css: string, always = false) => ({ css, always, rules: rulesOf(css) });

describe('used sheets', () => {
  it("reads the drawn HTML's classes, ids and element names", () => {
    expect([...page]).toEqual(
      expect.arrayContaining([
        'main',
        'h1',
        'form',
        'button',
        '.staff-page',
        '.button-wide',
        '#title',
        '#root',
        'body',
      ]),
    );
    expect(page.has('dialog')).toBe(false);
  });

  it('reads rules with their media queries, and no keyframe steps or font faces', () => {
    const rules = rulesOf(
      '/* .x{} */.a{color:red}@media (min-width:40.5em){.b .c{gap:1px}}@keyframes pulse{from{opacity:0}50%{opacity:.5}}@font-face{font-family:x;src:url(data:font/woff2;base64,AA)}.d{content:"{"}',
    );
    expect(rules.map((rule) => rule.key)).toEqual([
      '{.a{color:red}',
      '@media (min-width:40.5em){.b .c{gap:1px}',
      '{.d{content:"{"}',
    ]);
  });

  it('takes a rule as applying when its selector finds all it needs in the page', () => {
    expect(applies('.sign-in .button:hover{opacity:.5}')).toBe(true);
    expect(applies('main>h1#title::before{content:""}')).toBe(true);
    expect(applies('.calendar .button{color:red}')).toBe(false);
    expect(applies('.button.is-open{margin:0}')).toBe(false);
    expect(applies('dialog{padding:0}')).toBe(false);
  });

  it('never thinks a selector needs more than it does: negations, alternatives, attribute values, the root', () => {
    for (const css of [
      'button:not(.plain){border:0}',
      ':is(.calendar,h1){margin:0}',
      'a[href$=".pdf"],h1{color:red}',
      ':root{--brand:#123}',
      '.calendar,.sign-in{padding:0}',
    ]) {
      expect(applies(css)).toBe(true);
    }
  });

  it("takes the exposed module's sheets, and others only for a rule the page can use that no earlier sheet brought", () => {
    const own = sheet('.sign-in{display:grid}', true);
    const kitAndCalendar = sheet('.button{border:0}.calendar{display:grid}');
    const kitAndSettings = sheet('.button{border:0}.settings{display:grid}');
    const settingsOnly = sheet('.settings-list{margin:0}.button.is-busy{opacity:.5}');
    const other = sheet('.button-wide{width:100%}');
    expect(usedSheets([own, kitAndCalendar, kitAndSettings, settingsOnly, other], page)).toEqual([
      own,
      kitAndCalendar,
      other,
    ]);
  });
});
