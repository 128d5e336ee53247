import type { ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from './image-paths';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading' | 'fetchPriority'> & {
  src?: string;
  alt: string;
  /** Above the fold: load at once with fetchpriority="high" (no priority for a data: URI: there is no request). Every other image loads lazily. */
  priority?: boolean;
};

/** A record's picture as a plain <img>; the build rejects missing image paths, so nothing watches for load errors. */
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
