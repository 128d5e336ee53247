'use client';

import { useEffect } from 'react';

/** Writes the path that was not found to the console, for whoever is debugging a broken link. */
export function ReportMissingPath() {
  useEffect(() => {
    console.warn(`404: no page at ${window.location.pathname}`);
  }, []);
  return null;
}
