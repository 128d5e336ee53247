import type { Content } from '../content/types';
import { joinList, listSeparators } from '../format';
import { formatCoins } from '../template';
import { gameValues } from '../game-values';
import type { MdxComponentName } from '../mdx/component-names';
import { abilityLabel, bossFacts, bossInfoboxRows, limiterRows } from '../record-facts';
import { bossValueText, dropChanceText, firstKillRewardText, gearValueText } from '../record-values';
import { bossCollection, gearCollection, recordBySlug } from '../record-collections';
import type { Boss } from '../schemas/boss';
import type { MenuItem } from '../schemas/economy';
import type { GearItem } from '../schemas/gear';
import { bonusLines, challengeByTier, challengeSummary, hasUnstatedValues, milestoneLabel, tierName } from '../tools/shrines';
import { sectionPageEntries } from '../wiki-hubs';
import type { ComponentMarkdown } from './markdown';

type Attributes = Record<string, string>;

const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [head, head.map(() => '---'), ...rows].map((row) => `| ${row.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`).join('\n');
const namedList = (entries: readonly { name: string; description: string }[]) => list(entries.map((entry) => `**${entry.name}**: ${entry.description}`));
const linkList = (items: readonly { name: string; href: string }[]) => {
  const separators = listSeparators(items.length);
  return items.map((item, i) => `${i > 0 ? separators[i - 1] : ''}[${item.name}](${item.href})`).join('');
};

/**
 * The Markdown of each MDX component: the same record data and formatters the component renders (lib/record-values.ts,
 * lib/record-facts.ts, lib/game-values.ts, lib/tools/shrines.ts) and the same table words (content/site.json), so
 * the plain-text edition states the same numbers as the page.
 */
export function componentMarkdown(content: Content): ComponentMarkdown {
  const boss = (slug = ''): Boss => {
    const record = recordBySlug(bossCollection, slug, content);
    if (!record) throw new Error(`plain text: no boss "${slug}"`);
    return record;
  };
  const gear = (slug = ''): GearItem => {
    const record = recordBySlug(gearCollection, slug, content);
    if (!record) throw new Error(`plain text: no gear record "${slug}"`);
    return record;
  };
  const values = gameValues(content);
  const { facts: factWords, records: recordWords } = content.site.labels;
  const gearWords = recordWords.gearStats;
  const { shrines } = content;
  const drops = (b: Boss) => linkList(b.drops.map((slug) => ({ name: gear(slug).name, href: `/boss-drops/${slug}/` })));
  const renderers: Record<MdxComponentName, (a: Attributes, children: string) => string | undefined> = {
    BossValue: (a) => bossValueText(boss(a.boss), a.stat ?? ''),
    GearValue: (a) => gearValueText(gear(a.item), { stat: a.stat ?? '', grade: a.grade, piece: a.piece }),
    DropChance: (a) => `**${dropChanceText(boss(a.boss))}**`,
    Reward: (a) => `**${firstKillRewardText(boss(a.boss), factWords)}**`,
    Drops: (a) => drops(boss(a.boss)),
    Value: (a) => values[a.of ?? ''],
    BossInfobox: (a) => {
      const b = boss(a.slug);
      const facts = bossFacts(b, content);
      return [`**${b.name}**`, list([...bossInfoboxRows(b, content).map((row) => `${row.label}: ${row.value}`), `${recordWords.bossInfobox.drops}: ${linkList(facts.drops.map((d) => ({ name: d.name, href: `/boss-drops/${d.slug}/` })))}`])].join('\n\n');
    },
    BossAbilities: (a) => namedList(boss(a.slug).abilities),
    GearStats: (a) => {
      const g = gear(a.slug);
      return list([
        `${gearWords.infusion}: ${g.infusion}${g.infusionNote ? ` (${g.infusionNote})` : ''}`,
        `${gearWords.grades}: ${g.grades.join(', ')}`,
        ...(g.armorPieces ?? []).map((p) => `${gearWords.piece}: ${p.name}`),
        ...g.abilities.map((ability) => `**${abilityLabel(ability, factWords)}**: ${ability.description}`),
      ]);
    },
    BossNotes: (a) => list(boss(a.slug).notes),
    GearNotes: (a) => list(gear(a.slug).notes),
    Callout: (_a, children) => children.split('\n').map((line) => `> ${line}`.trimEnd()).join('\n'),
    SectionPages: (a) => list(sectionPageEntries(content, a.section ?? '').map((entry) => `[${entry.title}](/wiki/${entry.slug}/): ${entry.line}`)),
    CoinExchangeTable: () => {
      const coins = content.economy.coins;
      const pairs = coins.tiers.slice(1).map((upper, i) => ({ lower: coins.tiers[i]!, upper }));
      const give = (amount: number | bigint, tier: string) => formatCoins(coins, { amount, tier });
      return table(['You give', 'You get'], [
        ...pairs.map(({ lower, upper }) => [give(coins.rate, lower.id), give(1, upper.id)]),
        ...pairs.map(({ lower, upper }) => [give(1, upper.id), give(coins.rate, lower.id)]),
      ]);
    },
    LimiterThresholds: () => {
      const words = recordWords.limiter;
      const rows = limiterRows(content.limiter, content.bosses).map((row) => [row.percentText, row.cutoff, row.effect]);
      return [table([words.share, words.cutoff, words.effect], rows), namedList(content.limiter.options)].join('\n\n');
    },
    LimiterFacts: (a) => {
      const lines = content.limiter[a.part as 'known' | 'unknown'];
      if (!Array.isArray(lines)) throw new Error(`plain text: LimiterFacts part must be "known" or "unknown", got "${a.part ?? ''}"`);
      return list(lines);
    },
    RestaurantMenu: (a) => {
      const { coins, restaurant } = content.economy;
      const part = a.part ?? 'menu';
      if (part === 'notes') return list(restaurant.notes);
      const shows = { menu: (i: MenuItem) => !i.comingSoon, 'coming-soon': (i: MenuItem) => i.comingSoon, buffs: (i: MenuItem) => !i.comingSoon && i.buff }[part];
      if (!shows) throw new Error(`plain text: RestaurantMenu has no part "${part}"`);
      const items = restaurant.menu.filter(shows);
      return table([recordWords.restaurant.item, recordWords.restaurant.price, recordWords.restaurant.effect], items.map((item) => [item.name, formatCoins(coins, item.price), item.effect]));
    },
    ShrineChallengeTable: () => {
      const words = recordWords.shrineChallenges;
      const rows = shrines.challenges.map((c) => {
        const summary = challengeSummary(c, shrines.tiers, words);
        return [c.name, summary.tiers, summary.timeLimit, summary.attempts];
      });
      const note = hasUnstatedValues(shrines.challenges, shrines.tiers, words) ? `\n\n${words.notStatedNote}` : '';
      return table([words.challenge, words.tiers, words.timeLimit, words.attempts], rows) + note;
    },
    ShrineChallenge: (a) => {
      const challenge = shrines.challenges.find((c) => c.id === a.id);
      if (!challenge) throw new Error(`plain text: no shrine challenge "${a.id ?? ''}"`);
      const words = recordWords.shrineChallenges;
      const rules = [...challenge.rules, ...challenge.tierRules.map((rule) => `**${joinList(rule.tiers.map((t) => tierName(shrines.tiers, t)))}:** ${rule.text}`)];
      const byTier = challengeByTier(challenge, shrines.tiers, words);
      const tierTable =
        byTier &&
        table(
          [words.tier, ...(byTier.columns.shrineHp ? [words.shrineHp] : []), ...(byTier.columns.timeLimit ? [words.timeLimit] : [])],
          byTier.rows.map((row) => [row.tier, ...(byTier.columns.shrineHp ? [row.shrineHp] : []), ...(byTier.columns.timeLimit ? [row.timeLimit] : [])]),
        );
      return [challenge.objective, rules.length ? list(rules) : '', tierTable ?? ''].filter(Boolean).join('\n\n');
    },
    Infusion: (a, children) => children || a.name,
    ShrineMilestones: () =>
      table([recordWords.shrineMilestones.completed, recordWords.shrineMilestones.bonus], shrines.milestones.map((row) => [milestoneLabel(row), bonusLines(row, recordWords.shrineMilestones).join(', ')])),
  };
  return (name, attributes, children) => renderers[name as MdxComponentName]?.(attributes, children);
}
