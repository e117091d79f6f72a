/**
 * The multi-step form's decisions (§4 Multi-step form), apart from the DOM:
 * which fields belong to which step, the progress bar's percentage, which
 * step holds the first server error, and whether Enter advances.
 */
import type { FormField } from './schema.js';

export interface Step {
  /** The `step` field that opened it; absent for a form without steps. */
  marker: FormField | null;
  fields: FormField[];
}

/** Splits the field list at each `step` field; fields before the first step join the first step. */
export function splitSteps(fields: readonly FormField[]): Step[] {
  const steps: Step[] = [];
  let current: Step | null = null;
  for (const f of fields) {
    if (f.type === 'step') {
      if (current && current.marker === null && current.fields.length > 0) current.marker = f;
      else {
        current = { marker: f, fields: [] };
        steps.push(current);
      }
      continue;
    }
    if (!current) {
      current = { marker: null, fields: [] };
      steps.push(current);
    }
    current.fields.push(f);
  }
  return steps.length > 0 ? steps : [{ marker: null, fields: [] }];
}

/** The progress bar's width: floor((step + 1) / total × 100) percent. */
export function progressPercent(step: number, total: number): number {
  return total <= 0 ? 100 : Math.floor(((step + 1) / total) * 100);
}

export type IndicatorState = 'completed' | 'active' | 'inactive';

export function indicatorState(index: number, current: number): IndicatorState {
  return index < current ? 'completed' : index === current ? 'active' : 'inactive';
}

/** The step holding the first field (in form order) with a server error, or null when none does. */
export function stepOfFirstError(steps: readonly Step[], errors: Readonly<Record<string, string>>): number | null {
  for (let i = 0; i < steps.length; i++) {
    if (steps[i]?.fields.some((f) => Object.hasOwn(errors, f.id))) return i;
  }
  return null;
}

/** Enter moves to the next step, except on the last step (it submits) and in a textarea (a new line). */
export function enterAdvances(step: number, total: number, targetTag: string): boolean {
  return step < total - 1 && targetTag.toLowerCase() !== 'textarea';
}
