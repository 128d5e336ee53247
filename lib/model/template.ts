/** Fills `{name}` placeholders of copy; numbers go through ./format.ts, so a count reads "2,000" everywhere. */
import { formatNumber, pluralForm } from './format';
import { PLACEHOLDER_PATTERN } from '../schemas/ids';
import type { PluralTemplate, Template } from '../schemas/template';

export type TemplateValue = string | number | bigint;

const asText = (value: TemplateValue) => (typeof value === 'string' ? value : formatNumber(value));

/** The template with every placeholder replaced; a placeholder without a value is a bug in the caller. */
export function fillTemplate<N extends string>(text: Template<N>, values: Record<N, TemplateValue>): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    const value = (values as Record<string, TemplateValue | undefined>)[name];
    if (value === undefined) throw new Error(`fillTemplate: no value for ${whole} in "${text}"`);
    return asText(value);
  });
}

/** The plural form of `forms` that suits `count`, filled (`count` fills `{count}` unless `values` names it). */
export function fillPlural<N extends string>(forms: PluralTemplate<N>, count: number | bigint, values: Record<Exclude<N, 'count'>, TemplateValue>): string {
  return fillTemplate(pluralForm(count, forms), { count, ...values } as Record<N, TemplateValue>);
}

/** One piece of a template: plain text, or the name of a placeholder (for templates that hold links or markup). */
export type TemplatePart = { text: string } | { placeholder: string };

/** The template split at its placeholders, in order: a component renders the parts and puts nodes in the gaps. */
export function templateParts(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ placeholder: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The coin tiers and how an amount of coins is named (content/economy.json `coins`). */
export interface CoinTiers {
  tiers: readonly { id: string; name: string }[];
  coinName: PluralTemplate<'count' | 'tier'>;
}

/** "3 Silver Coins", "1 Gold Coin": an amount of coins of one tier, in the words of content/economy.json. */
export function formatCoins(system: CoinTiers, price: { amount: number | bigint; tier: string }): string {
  const tier = system.tiers.find((t) => t.id === price.tier);
  if (!tier) throw new Error(`unknown coin tier "${price.tier}"`);
  return fillPlural(system.coinName, price.amount, { tier: tier.name });
}
