type Report = (file: string, record: string, field: string, message: string) => void;

const isLabelRow = (value: unknown): value is { label: string; value: unknown } =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'label') === 'string' && Reflect.has(value, 'value');

/** An infobox never states a label twice: within each row list, nor one of `fieldLabels` (case and spaces ignored). */
export function checkLabelRows(file: string, record: string, data: unknown, fieldLabels: readonly string[], report: Report) {
  const key = (label: string) => label.trim().toLowerCase();
  const visit = (value: unknown, field: string) => {
    if (Array.isArray(value)) {
      if (value.length > 0 && value.every(isLabelRow)) {
        const seen = new Map(fieldLabels.map((label) => [key(label), 'a field of the record']));
        value.forEach((row, i) => {
          const where = `${field}[${i}].label`;
          const first = seen.get(key(row.label));
          if (first) report(file, record, where, `label "${row.label}" is stated twice (also ${first}); each infobox label once`);
          else seen.set(key(row.label), `${field}[${i}]`);
        });
        return;
      }
      value.forEach((child, i) => visit(child, `${field}[${i}]`));
    } else if (value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) visit(child, field ? `${field}.${name}` : name);
    }
  };
  visit(data, '');
}
