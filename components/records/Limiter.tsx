import { getContent } from '@/lib/content';
import { ScrollTable } from '../ui/ScrollTable';

/** The Limiter rows (content/limiter.json) and the options at the last one. */
export function LimiterThresholds() {
  const { thresholds, options } = getContent().limiter;
  return (
    <>
      <ScrollTable label="Limiter thresholds" caption="What Limiter does at each EP threshold">
        <thead>
          <tr>
            <th scope="col">EP threshold</th>
            <th scope="col">What Limiter does to you</th>
          </tr>
        </thead>
        <tbody>
          {thresholds.map((row) => (
            <tr key={row.percent}>
              <th scope="row">{row.percent}%</th>
              <td>{row.effect}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <ul>
        {options.map((option) => (
          <li key={option.name}>
            <strong>{option.name}</strong>: {option.description}
          </li>
        ))}
      </ul>
    </>
  );
}

/** What is known about how Limiter works (`part="known"`) or what the facts leave open (`part="unknown"`). */
export function LimiterFacts({ part }: { part: 'known' | 'unknown' }) {
  const lines = getContent().limiter[part];
  if (!Array.isArray(lines)) throw new Error(`LimiterFacts: part must be "known" or "unknown", got "${String(part)}"`);
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
