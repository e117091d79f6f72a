import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
import { canvasIssues } from './canvas-issues.js';

const schema = z.object({ title: z.string().max(5), level: z.number().max(6), href: z.string() });
const LABELS: Record<string, string> = { title: 'Título', level: 'Nivel' };
const issuesOf = (settings: unknown) => {
  const parsed = schema.safeParse(settings);
  if (parsed.success) throw new Error('expected invalid settings');
  return canvasIssues(parsed.error.issues, settings, (key) => LABELS[key]);
};

describe('a widget’s invalid settings on the canvas', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }));
  afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

  it('are named by their settings’ labels and said in the dashboard’s language', () => {
    expect(issuesOf({ title: 'Demasiado largo', level: 9 })).toEqual([
      'Título: debe tener como máximo 5 caracteres',
      'Nivel: debe ser como máximo 6',
      'href: es obligatorio',
    ]);
  });
});
