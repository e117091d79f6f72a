import { readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
import { ApiError, answerOf, unreachable } from './client.js';
import { serverErrorId, serverErrorParamsId, serverMessage } from './server-message.js';

const en: Record<string, string> = english;
const es: Record<string, string> = spanish;

/** Every code the server's error catalogue answers with, read from its source. */
const SERVER_CODES = [
  ...new Set(
    readFileSync(new URL('../../../server/src/errors.ts', import.meta.url), 'utf8').match(
      /\b(?:BK|FST)_ERR_[A-Z_]+\b/g,
    ),
  ),
].sort();
/** The dashboard's own codes, for an answer that never came or was not the server's JSON. */
const DASHBOARD_CODES = ['BK_ERR_NETWORK', 'BK_ERR_UNKNOWN'];

const inSpanish = () => i18n.loadAndActivate({ locale: 'es', messages: spanish });

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: english });
});

describe('the server’s error messages in the dashboard', () => {
  it('finds the server’s catalogue of codes', () => {
    expect(SERVER_CODES.length).toBeGreaterThan(100);
    expect(SERVER_CODES).toContain('BK_ERR_ORDER_NOT_FOUND');
    expect(SERVER_CODES).toContain('FST_ERR_VALIDATION');
  });

  it('has an English and a Spanish message for every code of the server’s catalogue', () => {
    const codes = [...SERVER_CODES, ...DASHBOARD_CODES];
    expect(codes.filter((code) => !(serverErrorId(code) in es))).toEqual([]);
    expect(codes.filter((code) => !(serverErrorId(code) in en))).toEqual([]);
  });

  it('holds no message for a code the server no longer answers with', () => {
    const known = new Set([...SERVER_CODES, ...DASHBOARD_CODES].map(serverErrorId));
    expect(Object.keys(en).filter((id) => id.startsWith('serverError.') && !known.has(id))).toEqual([]);
    const withParams = new Set(SERVER_CODES.map(serverErrorParamsId));
    expect(Object.keys(en).filter((id) => id.startsWith('serverErrorParams.') && !withParams.has(id))).toEqual([]);
  });

  /** The ApiError the dashboard makes of a server's answer. */
  function refusal(status: number, code: string, message: string, params?: Record<string, unknown>): ApiError {
    try {
      answerOf(status, JSON.stringify({ statusCode: status, code, message, params }));
    } catch (err) {
      if (err instanceof ApiError) return err;
    }
    throw new Error('the answer was not refused');
  }

  it('shows the Spanish message of a known code to a person reading Spanish, the server’s kept as the detail', () => {
    inSpanish();
    const error = refusal(404, 'BK_ERR_ORDER_NOT_FOUND', 'order 1234 not found');
    expect(error.message).toBe('No se ha encontrado este pedido.');
    expect(error.detail).toBe('order 1234 not found');
    expect(unreachable().message).toBe(
      'No se ha podido contactar con el servidor; compruebe su conexión e inténtelo de nuevo.',
    );
  });

  it('puts the server’s own words where the Spanish message names them', () => {
    inSpanish();
    expect(refusal(502, 'BK_ERR_PAYMENT_PROVIDER', 'the card payment provider refused: Card declined').message).toBe(
      'El proveedor de pagos con tarjeta lo ha rechazado. Su respuesta: the card payment provider refused: Card declined',
    );
  });

  it('keeps the server’s words in English, and for a code the catalogue does not know', () => {
    expect(serverMessage('BK_ERR_ORDER_NOT_FOUND', 'order 1234 not found')).toBe('order 1234 not found');
    inSpanish();
    expect(serverMessage('BK_ERR_SOMETHING_NEW', 'something new happened')).toBe('something new happened');
  });

  it('names in Spanish the order, coupon or SKU the server sends with its refusal', () => {
    inSpanish();
    expect(refusal(404, 'BK_ERR_ORDER_NOT_FOUND', 'order 1234 not found', { order: 1234 }).message).toBe(
      'No se ha encontrado el pedido 1234.',
    );
    expect(
      refusal(409, 'BK_ERR_COUPON_EXISTS', 'a coupon VERANO already exists; choose another code', { code: 'VERANO' })
        .message,
    ).toBe('Ya existe un cupón VERANO; elija otro código.');
    // Without its values (an older server), the general message for the code.
    expect(refusal(404, 'BK_ERR_ORDER_NOT_FOUND', 'order 1234 not found').message).toBe(
      'No se ha encontrado este pedido.',
    );
  });

  it('gives each message with values the same values in both languages', () => {
    const ids = Object.keys(en).filter((id) => id.startsWith('serverErrorParams.'));
    expect(ids.length).toBeGreaterThan(5);
    const names = (message = '') => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(ids.filter((id) => names(en[id]).length === 0 || String(names(en[id])) !== String(names(es[id])))).toEqual(
      [],
    );
  });
});
