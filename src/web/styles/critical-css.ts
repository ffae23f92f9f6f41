/**
 * The CSS a storefront page needs for its first paint (decision 059): the rules of the app's
 * stylesheets that can apply to what the server wrote, and the custom properties they read. Run
 * by the build (scripts/critical-css-plugin.ts), never imported by the app.
 *
 * A rule is kept when every class its selector requires appears in one of the written pages
 * (PurgeCSS's test, without a browser): a rule for a button variant, a popover or a table the
 * pages do not draw goes; `:hover`, `::before`, attribute and element selectors stay, since they
 * may apply. Classes inside `:not()`, `:is()`, `:where()` and `:has()` are not required, so
 * nothing that could apply is ever dropped. A custom property (`--x`) is kept when a kept rule, a
 * page's inline style or Mantine's own `<style>` reads it, directly or through another one.
 */
import postcss, { type AtRule, type ChildNode, type Container, type Declaration, type Rule } from 'postcss';

/** What the written pages hold that a selector can ask for: classes, attributes and attribute values. */
type Vocabulary = { classes: Set<string>; attributes: Set<string> };

/**
 * The first-paint script sets the colour scheme on `<html>` before anything is painted (decision
 * 030): both values may be asked for although no page is written with either.
 */
const SET_BEFORE_PAINT = [
  'data-mantine-color-scheme',
  'data-mantine-color-scheme=light',
  'data-mantine-color-scheme=dark',
];

/** Every class and attribute (alone and with its value) in the pages' tags. */
export function vocabularyOf(pages: string[]): Vocabulary {
  const classes = new Set<string>();
  const attributes = new Set<string>(SET_BEFORE_PAINT);
  for (const html of pages) {
    for (const tag of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
      for (const [, name, value] of tag[0].matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)) {
        attributes.add(name!.toLowerCase());
        if (value === undefined) continue;
        attributes.add(`${name!.toLowerCase()}=${value}`);
        if (name === 'class') for (const one of value.split(/\s+/)) if (one) classes.add(one);
      }
    }
  }
  return { classes, attributes };
}

/** The custom properties read with `var(--name…)` in a piece of CSS or HTML. */
const readProperties = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);

/** Where the parenthesis opened at `open` closes. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    if (text[at] === '(') depth += 1;
    else if (text[at] === ')' && (depth -= 1) === 0) return at;
  }
  return text.length;
}

/** Splits at the commas outside parentheses and brackets. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < list.length; at += 1) {
    const char = list[at];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/**
 * Whether a selector may match something in the pages: each class and attribute it names outside
 * `:not()`, `:has()` and the like is in them, and for `:is()` or `:where()`, one of its choices may
 * match. Never false for a selector that could match: keeping too much costs bytes, too little a
 * page drawn wrong.
 */
export function canApply(selector: string, vocabulary: Vocabulary): boolean {
  let at = 0;
  while (at < selector.length) {
    const char = selector[at]!;
    if (char === '.') {
      const name = /^-?[_a-zA-Z][\w-]*/.exec(selector.slice(at + 1))?.[0] ?? '';
      if (name && !vocabulary.classes.has(name)) return false;
      at += 1 + name.length;
    } else if (char === '[') {
      const end = selector.indexOf(']', at);
      const [, name, operator, quoted] =
        /^\s*([\w:-]+)\s*(?:([~|^$*]?=)\s*(.*?))?\s*$/.exec(selector.slice(at + 1, end)) ?? [];
      if (name) {
        const value = quoted?.replace(/^(["'])(.*)\1$/, '$2');
        const wanted = operator === '=' ? `${name.toLowerCase()}=${value}` : name.toLowerCase();
        if (!vocabulary.attributes.has(wanted)) return false;
      }
      at = end < 0 ? selector.length : end + 1;
    } else if (char === '(') {
      const end = closing(selector, at);
      const pseudo = /:([\w-]+)$/.exec(selector.slice(0, at))?.[1];
      if (pseudo === 'is' || pseudo === 'where' || pseudo === 'matches') {
        const choices = topLevelParts(selector.slice(at + 1, end));
        if (!choices.some((choice) => canApply(choice, vocabulary))) return false;
      }
      at = end + 1;
    } else at += 1;
  }
  return true;
}

/** Removes the rules no page can use, and the at-rules left empty (keyframes are decided later). */
function keepUsedRules(container: Container, vocabulary: Vocabulary) {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      if ((node.parent as AtRule | undefined)?.name?.endsWith('keyframes')) return;
      const kept = node.selectors.filter((selector) => canApply(selector, vocabulary));
      if (kept.length === 0) node.remove();
      else if (kept.length < node.selectors.length) node.selectors = kept;
    } else if (node.type === 'atrule' && node.nodes && !node.name.endsWith('keyframes')) {
      keepUsedRules(node, vocabulary);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/**
 * Removes the custom properties nothing reads, and the keyframes no kept rule animates with. The
 * pages read properties in their inline styles, and in their own `<style>` elements (Mantine's
 * theme), whose properties count as definitions like the sheet's.
 */
function keepReadPropertiesAndKeyframes(root: postcss.Root, pages: string[]) {
  const custom: Declaration[] = [];
  const read = new Set<string>();
  const animations: string[] = [];
  const collect = (sheet: postcss.Root) =>
    sheet.walkDecls((declaration) => {
      if ((declaration.parent?.parent as AtRule | undefined)?.name?.endsWith('keyframes')) return;
      if (declaration.prop.startsWith('--')) custom.push(declaration);
      else {
        for (const name of readProperties(declaration.value)) read.add(name);
        if (declaration.prop.startsWith('animation')) animations.push(declaration.value);
      }
    });
  collect(root);
  for (const html of pages) {
    for (const [, style] of html.matchAll(/\sstyle="([^"]*)"/g))
      for (const name of readProperties(style!)) read.add(name);
    for (const [, sheet] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) collect(postcss.parse(sheet!));
  }
  // A property read reads the ones its value reads: follow them until nothing new turns up.
  for (let grew = true; grew;) {
    grew = false;
    for (const declaration of custom) {
      if (!read.has(declaration.prop)) continue;
      for (const name of readProperties(declaration.value)) {
        if (!read.has(name)) {
          read.add(name);
          grew = true;
        }
      }
      if (declaration.prop.includes('animation')) animations.push(declaration.value);
    }
  }
  for (const declaration of custom)
    if (declaration.root() === root && !read.has(declaration.prop)) declaration.remove();

  const animated = animations.join(' ');
  root.walkAtRules(/keyframes$/, (keyframes) => {
    if (!new RegExp(`(^|[\\s,])${keyframes.params.replace(/[^\w-]/g, '')}($|[\\s,])`).test(animated))
      keyframes.remove();
  });
  // Rules and at-rules emptied by the above.
  root.walkRules((rule: Rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
}

/** The part of `css` the given written pages can use, in the same order (minified as it came). */
export function criticalCss(css: string, pages: string[]): string {
  const root = postcss.parse(css);
  keepUsedRules(root, vocabularyOf(pages));
  keepReadPropertiesAndKeyframes(root, pages);
  return root.toString();
}
