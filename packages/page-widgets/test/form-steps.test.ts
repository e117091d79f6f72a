/** The multi-step form's decisions (§4, §5) and the server's check of a submission against the form's definition. */
import { describe, expect, it } from 'vitest';
import { checkSubmission } from '../src/widgets/form/check.js';
import { type FormField, formSettings, popupAnswer } from '../src/widgets/form/schema.js';
import {
  enterAdvances,
  indicatorState,
  progressPercent,
  splitSteps,
  stepOfFirstError,
} from '../src/widgets/form/steps.js';

const settings = formSettings.parse({
  fields: [
    { id: 'intro', type: 'text', label: 'Antes del primer paso' },
    { id: 'p1', type: 'step', label: 'Datos' },
    { id: 'name', type: 'text', label: 'Nombre', required: true },
    { id: 'p2', type: 'step', label: 'Cita' },
    { id: 'day', type: 'date', label: 'Día', min: '2030-01-10', max: '2030-02-10' },
    { id: 'count', type: 'number', label: 'Personas', min: 1, max: 4 },
    { id: 'p3', type: 'step', label: 'Foto' },
    { id: 'photo', type: 'upload', label: 'Foto', maxSizeMb: 1, maxFiles: 2 },
    { id: 'topics', type: 'checkbox', label: 'Temas', options: ['a', 'b'] },
  ],
});
const NOW = new Date('2030-01-15T12:00:00Z');
const texts = (o: Record<string, string | string[]>) =>
  new Map(Object.entries(o).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));

describe('steps', () => {
  it('splits fields at each step field, fields before the first step joining it', () => {
    const steps = splitSteps(settings.fields);
    expect(steps.map((s) => [s.marker?.id, s.fields.map((f) => f.id)])).toEqual([
      ['p1', ['intro', 'name']],
      ['p2', ['day', 'count']],
      ['p3', ['photo', 'topics']],
    ]);
  });

  it('makes a form without step fields one step', () => {
    const one = splitSteps([{ id: 'a', type: 'text', label: 'A' } as FormField]);
    expect(one).toHaveLength(1);
    expect(one[0]?.marker).toBeNull();
  });

  it('shows progress as the floor of (step + 1) / total percent', () => {
    expect([0, 1, 2].map((s) => progressPercent(s, 3))).toEqual([33, 66, 100]);
    expect(progressPercent(0, 7)).toBe(14);
    expect(progressPercent(0, 1)).toBe(100);
  });

  it('marks indicators completed, active and inactive', () => {
    expect([0, 1, 2].map((i) => indicatorState(i, 1))).toEqual(['completed', 'active', 'inactive']);
  });

  it('finds the step holding the first field with a server error, in form order', () => {
    const steps = splitSteps(settings.fields);
    expect(stepOfFirstError(steps, { topics: 'x', day: 'y' })).toBe(1);
    expect(stepOfFirstError(steps, { name: 'x' })).toBe(0);
    expect(stepOfFirstError(steps, {})).toBeNull();
    expect(stepOfFirstError(steps, { unknown: 'x' })).toBeNull();
  });

  it('advances on Enter except on the last step and in a textarea', () => {
    expect(enterAdvances(0, 3, 'INPUT')).toBe(true);
    expect(enterAdvances(2, 3, 'INPUT')).toBe(false);
    expect(enterAdvances(0, 3, 'TEXTAREA')).toBe(false);
  });
});

describe('checking a submission against the stored definition', () => {
  it('accepts values within every bound and normalises checkbox lists', () => {
    const r = checkSubmission(
      settings,
      texts({ name: ' Ana ', day: '2030-01-10', count: '4', topics: ['b', 'a', 'b'] }),
      new Map([['photo', [{ name: 'a.jpg', size: 1024 * 1024, detectedMime: 'image/jpeg' }]]]),
      NOW,
    );
    expect(r).toEqual({ errors: {}, values: { name: 'Ana', day: '2030-01-10', count: '4', topics: ['b', 'a'] } });
  });

  it('refuses dates and numbers outside their bounds, at the edges exactly', () => {
    const r = checkSubmission(settings, texts({ name: 'A', day: '2030-02-11', count: '0' }), new Map(), NOW);
    expect(r.errors).toEqual({ day: 'La fecha elegida es posterior a la permitida.', count: 'El valor mínimo es 1.' });
    expect(checkSubmission(settings, texts({ name: 'A', day: '2030-01-09' }), new Map(), NOW).errors.day).toBe(
      'La fecha elegida es anterior a la permitida.',
    );
  });

  it('resolves a `today` bound a day leniently, so no visitor’s time zone refuses the current day', () => {
    const today = formSettings.parse({ fields: [{ id: 'd', type: 'date', label: 'D', min: 'today' }] });
    expect(checkSubmission(today, texts({ d: '2030-01-14' }), new Map(), NOW).errors).toEqual({});
    expect(checkSubmission(today, texts({ d: '2030-01-13' }), new Map(), NOW).errors.d).toBeDefined();
  });

  it('refuses files over the size, over the count, of another kind, or sent as text', () => {
    const file = (size: number, mime?: string) => ({ name: 'f', size, detectedMime: mime });
    const check = (files: ReturnType<typeof file>[]) =>
      checkSubmission(settings, texts({ name: 'A' }), new Map([['photo', files]]), NOW).errors.photo;
    expect(check([file(1024 * 1024 + 1, 'image/jpeg')])).toBe('El archivo supera el tamaño máximo permitido.');
    expect(check([file(1, 'image/jpeg'), file(1, 'image/png'), file(1, 'image/png')])).toBe(
      'Puede adjuntar como máximo 2 archivo(s).',
    );
    expect(check([file(10, 'application/x-msdownload')])).toBe('Tipo de archivo no admitido: JPG, PNG, WEBP.');
    expect(check([file(10)])).toBe('Tipo de archivo no admitido: JPG, PNG, WEBP.');
    expect(checkSubmission(settings, texts({ name: 'A', photo: 'x' }), new Map(), NOW).errors.photo).toBe(
      'El valor no es válido.',
    );
  });

  it('refuses control characters, lone surrogates, line breaks in one-line fields and repeated values', () => {
    for (const bad of ['a\u0000', 'a\u001b[31m', 'a\ud800', 'a\nb', 'a\u0085']) {
      expect(checkSubmission(settings, texts({ name: bad }), new Map(), NOW).errors.name).toBe(
        'El valor no es válido.',
      );
    }
    expect(checkSubmission(settings, texts({ name: ['a', 'b'] }), new Map(), NOW).errors.name).toBe(
      'El valor no es válido.',
    );
  });
});

describe('the pop-up action after submit', () => {
  const popup = (p: unknown) => formSettings.safeParse({ popup: p });

  it('answers open with the pop-up’s id, and close with do_not_show_again in the builder’s names', () => {
    const open = popup({ action: 'open', id: 'pide-cita' });
    expect(open.success && open.data.popup && popupAnswer(open.data.popup)).toEqual({
      action: 'open',
      id: 'pide-cita',
    });
    const close = popup({ action: 'close', doNotShowAgain: true });
    expect(close.success && close.data.popup && popupAnswer(close.data.popup)).toEqual({
      action: 'close',
      do_not_show_again: true,
    });
    const plain = popup({ action: 'close' });
    expect(plain.success && plain.data.popup && popupAnswer(plain.data.popup)).toEqual({ action: 'close' });
  });

  it('refuses an open without an id, "do not show again" on an open, and an id no node can have', () => {
    expect(popup({ action: 'open' }).success).toBe(false);
    expect(popup({ action: 'open', id: 'cita', doNotShowAgain: true }).success).toBe(false);
    expect(popup({ action: 'close', id: 'Not An Id' }).success).toBe(false);
    expect(popup({ action: 'toggle', id: 'cita' }).success).toBe(false);
  });
});
