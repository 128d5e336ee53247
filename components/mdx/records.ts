import { getContent } from '@/lib/content';
import type { Boss } from '@/lib/schemas/boss';
import type { GearItem } from '@/lib/schemas/gear';
import { RECORD_COLLECTIONS, recordBySlug } from '@/lib/model/collections';

/** The boss record a component names; a wrong slug fails the build with the component's name in the message. */
export function bossRecord(slug: string, component: string): Boss {
  const boss = recordBySlug(RECORD_COLLECTIONS.bosses, slug, getContent());
  if (!boss) throw new Error(`${component}: unknown boss "${slug}"`);
  return boss;
}

/** The gear record a component names. */
export function gearRecord(slug: string, component: string): GearItem {
  const item = recordBySlug(RECORD_COLLECTIONS.gear, slug, getContent());
  if (!item) throw new Error(`${component}: unknown gear "${slug}"`);
  return item;
}

/** Runs a value lookup and prefixes any error with the component's name, so the build says which MDX tag is wrong. */
export function valueOf(component: string, read: () => string): string {
  try {
    return read();
  } catch (error) {
    throw new Error(`${component}: ${(error as Error).message}`);
  }
}
