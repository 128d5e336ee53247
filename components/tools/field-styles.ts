/** Shared classes for the tools' form controls (contrast-checked colours from the theme). */
export const labelClass = 'block text-sm font-semibold text-text';
export const inputClass =
  'mt-1 w-full rounded-lg border border-line bg-ink px-3 py-2 text-text placeholder:text-muted focus:border-sky focus:outline-none focus:ring-2 focus:ring-sky/40 aria-[invalid=true]:border-danger';
export const errorClass = 'mt-1 text-sm text-danger';
