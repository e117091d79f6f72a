/**
 * What every builder input reads: the draft, a setter by path and the
 * validation message at a path (from the shared schema, recomputed on each
 * change), so a field needs only its path to be wired.
 */
import type { PopupInput } from '@beckon/popup-schema';
import { createContext, useContext } from 'react';
import type { FieldErrors } from '../validation.js';
import type { Path } from './draft.js';

export interface BuilderState {
  draft: PopupInput;
  set(path: Path, value: unknown): void;
  errors: FieldErrors;
  /** The saved pop-up's id (the launcher and embed snippets name it); none until the first save. */
  poptinId?: string | undefined;
}

export const BuilderContext = createContext<BuilderState | null>(null);

export function useBuilder(): BuilderState {
  const state = useContext(BuilderContext);
  if (!state) throw new Error('builder inputs must be inside BuilderContext');
  return state;
}

export function errorAt(errors: FieldErrors, path: Path): string | undefined {
  return errors[path.join('.')];
}
