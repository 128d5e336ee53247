import { z } from 'zod';
import { PLACEHOLDER_PATTERN } from './ids';
import { textSchema } from './common';

/** The placeholder names a template uses, in order of appearance. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]!);
}

/** Copy with named placeholders (`template('count', 'total')`); each is required, any other `{word}` is a typo. */
export function template<const N extends string>(...names: N[]) {
  return textSchema.superRefine((text, ctx) => {
    const used = placeholdersOf(text);
    const missing = names.filter((name) => !used.includes(name));
    const unknown = used.filter((name) => !(names as string[]).includes(name));
    const expected = names.length > 0 ? names.map((n) => `{${n}}`).join(', ') : 'no placeholders';
    if (missing.length > 0) ctx.addIssue({ code: 'custom', message: `must contain ${missing.map((n) => `{${n}}`).join(', ')} (expected placeholders: ${expected})` });
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `unknown placeholder ${unknown.map((n) => `{${n}}`).join(', ')} (expected placeholders: ${expected})` });
  }) as unknown as z.ZodType<Template<N>, string>;
}

/** A template string whose placeholders are `N` (a plain string at run time; the brand keeps callers honest). */
export type Template<N extends string> = string & { readonly __placeholders?: N };

/** A sentence in both English plural forms; `fillPlural` picks one by Intl.PluralRules. */
export function pluralTemplate<const N extends string>(...names: N[]) {
  return z.object({ one: template(...names), other: template(...names) }).strict();
}

/** The two forms of a plural sentence. */
export type PluralTemplate<N extends string> = { one: Template<N>; other: Template<N> };
