import type { PageNode } from '@beckon/page-widgets/document/schema.js';
import { parseDocument } from '@beckon/page-widgets/document/validate.js';
import { widgets } from '@beckon/page-widgets/registry.js';
import { describe, expect, it } from 'vitest';
import type { PageDocument } from './document-data.js';
import { nameProblem, nameProblems } from './problem-places.js';

const labels: Record<string, string> = { section: 'Sección', column: 'Columna', heading: 'Título', button: 'Botón' };
const names = {
  labelOf: (type: string) => labels[type] ?? type,
  fieldOf: (type: string, key: string) => (type === 'button' && key === 'href' ? 'Enlace' : key),
};
const node = (id: string, type: string, settings: Record<string, unknown> = {}, children?: PageNode[]): PageNode => ({
  id,
  type,
  settings,
  ...(children ? { children } : {}),
});
const page = (content: PageNode[]): PageDocument => ({ schemaVersion: 1, root: { settings: {} }, content });

const doc = page([
  node('intro', 'section', {}, [node('c1', 'column', {}, [node('h1', 'heading', { text: 'Bienvenida' })])]),
  node('servicios', 'section', {}, [
    node('c2', 'column', {}, [
      node('h2', 'heading', { text: 'Nuestros tratamientos' }),
      node('b1', 'button', { text: 'Reservar', href: 'javascript:alert(1)' }),
    ]),
  ]),
  node('suelto', 'button', { text: 'Llamar' }),
]);

describe('a page problem in the editor', () => {
  it('names a setting by the blocks it is in and the field’s label', () => {
    expect(nameProblem('content[1].children[0].children[1].settings.href: must be a web address', doc, names)).toBe(
      'Sección: Nuestros tratamientos › Columna: Nuestros tratamientos › Botón: Reservar — Enlace: must be a web address',
    );
  });

  it('names a misplaced block by its own words', () => {
    expect(nameProblem('content[2].type: "button" cannot stand here, expected a section', doc, names)).toBe(
      'Botón: Llamar: "button" cannot stand here, expected a section',
    );
  });

  it('keeps a line whose path leads nowhere, or is not a path, as it is', () => {
    for (const line of ['content[9].type: unknown widget', 'root.settings.title: too long', 'schemaVersion: must be 1'])
      expect(nameProblem(line, doc, names)).toBe(line);
  });

  it('names each problem of a refusal that joins several', () => {
    const message =
      'content[0].children[0].children[0].settings.text: too long; content[2].type: "button" cannot stand here';
    expect(nameProblems(message, doc, names)).toBe(
      'Sección: Bienvenida › Columna: Bienvenida › Título: Bienvenida — text: too long; Botón: Llamar: "button" cannot stand here',
    );
  });

  it('names the problems the validator itself finds', () => {
    let problems: string[] = [];
    try {
      parseDocument(doc, widgets);
    } catch (err) {
      problems = (err as { problems: string[] }).problems;
    }
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(nameProblem(problem, doc, names)).not.toMatch(/content\[/);
  });
});
