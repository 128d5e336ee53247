import type { SVGProps } from 'react';

/**
 * The icons that islands draw, apart from Icon's full set: the header's menu links are an island, and through them
 * every page carried all of Icon's paths (0.75 KiB gzipped); an island draws StrokeIcon with one of these paths.
 */
export const SEARCH_PATH = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4';
export const CLOSE_PATH = 'M6 6l12 12M18 6L6 18';
export const EXTERNAL_PATH = 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5';
export const FILTER_PATH = 'M4 5h16l-6 8v5l-4 2v-7L4 5z';

/** A small stroke icon from its path (decorative: aria-hidden). */
export function StrokeIcon({ d, className = 'h-4 w-4', ...props }: { d: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      <path d={d} />
    </svg>
  );
}
