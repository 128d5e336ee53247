import { getContent } from '@/lib/content';
import { limiterRows } from '@/lib/records/facts';
import { NamedEntryList } from '../ui/NamedEntryList';
import { ScrollTable } from '../ui/ScrollTable';

/** The Limiter rows (content/limiter.json) with their cut-offs in EP (from the bosses' records), and the options at the last one. */
export function LimiterThresholds() {
  const { limiter, bosses, site } = getContent();
  const words = site.labels.records.limiter;
  const rows = limiterRows(limiter, bosses);
  return (
    <>
      <ScrollTable label={words.label} caption={words.caption}>
        <thead>
          <tr>
            <th scope="col">{words.share}</th>
            <th scope="col">{words.cutoff}</th>
            <th scope="col">{words.effect}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.percent}>
              <th scope="row">{row.percentText}</th>
              <td>{row.cutoff}</td>
              <td>{row.effect}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <NamedEntryList entries={limiter.options} />
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
