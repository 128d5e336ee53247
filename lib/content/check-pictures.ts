import type { ContentProblem } from './errors';
import type { Content } from './types';

type Pictured = { image?: string; slug?: string; id?: string };

/**
 * "No two records share a picture" (CONTRIBUTING.md). A record may have no picture at all: it shows the
 * placeholder until someone draws one.
 */
export function checkPictures(c: Content, file: (name: string) => string, problems: ContentProblem[]) {
  const files: [string, readonly Pictured[]][] = [
    ['bosses.json', c.bosses],
    ['npcs.json', c.npcs],
    ['structures.json', c.structures],
    ['animations.json', c.animations],
    ['gear.json', c.gear],
    ['shop.json', c.shop],
  ];
  const owner = new Map<string, string>();
  for (const [name, records] of files) {
    for (const record of records) {
      if (!record.image) continue;
      const id = `"${record.slug ?? record.id}"`;
      const first = owner.get(record.image);
      if (first) problems.push({ file: file(name), record: id, field: 'image', message: `"${record.image}" is already the picture of ${first}; every record needs its own` });
      else owner.set(record.image, `${id} (content/${name})`);
    }
  }
}
