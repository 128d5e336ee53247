import type { ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from './image-paths';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading' | 'fetchPriority'> & {
  src?: string;
  alt: string;
  /** Above the fold: load at once with fetchpriority="high" (no priority for a data: URI: there is no request). Every other image loads lazily. */
  priority?: boolean;
};

/**
 * A record's picture as a plain <img> (no client code): a record without art shows the placeholder.
 * The build rejects image paths that are missing from public/, so nothing watches for load errors;
 * if the network drops an image anyway, its frame's background colour shows.
 */
export function FallbackImage({ src, alt, priority = false, ...props }: ImageProps) {
  const inline = src?.startsWith('data:') ?? false;
  return (
    <img
      src={src ?? PLACEHOLDER_IMAGE}
      alt={alt}
      data-fallback={src ? undefined : 'placeholder'}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority && !inline ? 'high' : undefined}
      decoding="async"
      {...props}
    />
  );
}
