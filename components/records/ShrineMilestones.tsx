import { getContent } from '@/lib/content';
import { bonusLines, milestoneLabel } from '@/lib/tools/shrines';
import { ScrollTable } from '../ui/ScrollTable';

/** The progression table: the bonus for each number of completed shrines (content/shrines.json). */
export function ShrineMilestones() {
  const { milestones } = getContent().shrines;
  return (
    <ScrollTable label="Progression bonus" caption="Progression bonus by completed shrines">
      <thead>
        <tr>
          <th scope="col">Shrines completed</th>
          <th scope="col">Bonus</th>
        </tr>
      </thead>
      <tbody>
        {milestones.map((row) => (
          <tr key={row.completed}>
            <th scope="row">{milestoneLabel(row)}</th>
            <td>{bonusLines(row).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
