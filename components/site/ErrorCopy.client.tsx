'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { PagesCopy } from '@/lib/schemas/pages';

export type ErrorCopy = PagesCopy['error'];

/** The error screen's words: app/error.tsx is a client boundary without server props: the root layout passes them. */
const ErrorCopyContext = createContext<ErrorCopy | null>(null);

export function ErrorCopyProvider({ copy, children }: { copy: ErrorCopy; children: ReactNode }) {
  return <ErrorCopyContext.Provider value={copy}>{children}</ErrorCopyContext.Provider>;
}

export function useErrorCopy(): ErrorCopy {
  const copy = useContext(ErrorCopyContext);
  if (!copy) throw new Error('useErrorCopy: render inside <ErrorCopyProvider> (app/layout.tsx)');
  return copy;
}
