'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from './image-paths';

/**
 * An <img> that swaps to the placeholder when its source is missing or fails to load.
 * A load error can happen before hydration attaches onError, so the effect checks once after mount too.
 */
export function FallbackImage({ src, alt, ...props }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const source = !src || failed ? PLACEHOLDER_IMAGE : src;

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && source !== PLACEHOLDER_IMAGE) setFailed(true);
  }, [source]);

  return (
    <img
      ref={ref}
      src={source}
      alt={alt}
      data-fallback={source === PLACEHOLDER_IMAGE ? 'placeholder' : undefined}
      onError={() => {
        if (source !== PLACEHOLDER_IMAGE) setFailed(true);
      }}
      {...props}
    />
  );
}
