import { getContent } from '@/lib/content';
import { bonusLines, milestoneLabel } from '@/lib/game/shrines';
import { ScrollTable } from '../ui/ScrollTable';

/** The progression table: the bonus for each number of completed shrines (content/shrines.json). */
export function ShrineMilestones() {
  const { shrines, site } = getContent();
  const { milestones } = shrines;
  const words = site.labels.records.shrineMilestones;
  return (
    <ScrollTable label={words.label} caption={words.caption}>
      <thead>
        <tr>
          <th scope="col">{words.completed}</th>
          <th scope="col">{words.bonus}</th>
        </tr>
      </thead>
      <tbody>
        {milestones.map((row) => (
          <tr key={row.completed}>
            <th scope="row">{milestoneLabel(row)}</th>
            <td>{bonusLines(row, words).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
