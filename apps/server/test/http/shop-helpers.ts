/**
 * A shop visitor for HTTP tests: a browser without JavaScript reduced to a
 * cookie jar, same-origin form posts and the CSRF token read from the last
 * page, so tests drive the shop as its plain forms do.
 */
import type { Queryable } from '@beckon/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const BILLING = {
  nombre: 'Lucía',
  apellidos: 'García Pérez',
  direccion: 'Calle de Alcalá 100, 3.º B',
  codigo_postal: '28009',
  ciudad: 'Madrid',
  provincia: 'Madrid',
  telefono: '600 123 456',
  email: 'lucia@example.es',
  notas: '',
  pago: 'transferencia',
};

/** The key of the newest /mi-cuenta/contrasena-perdida/ link mailed to `email` (sign-up or reset mail). */
export async function keyMailedTo(db: Queryable, email: string, kind?: string): Promise<string> {
  const { rows } = await db.query<{ kind: string; body_text: string }>(
    'SELECT kind, body_text FROM mail_outbox WHERE to_address = $1 ORDER BY mail_id',
    [email],
  );
  const mail = rows.findLast((m) => kind === undefined || m.kind === kind);
  const key = mail?.body_text.match(/\/mi-cuenta\/contrasena-perdida\/\?clave=([A-Za-z0-9_-]{43})/)?.[1];
  if (!key) throw new Error(`no account link was mailed to ${email}`);
  return key;
}

const csrfIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

export class ShopVisitor {
  readonly cookies = new Map<string, string>();
  /** The CSRF token of the last page that had one. */
  csrf = '';

  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress = '127.0.0.1',
    /** The Host the visitor's browser sends: the site it is on. */
    readonly host = 'localhost:80',
  ) {}

  private headers(extra: Record<string, string>): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { host: this.host, accept: 'text/html', ...(cookie ? { cookie } : {}), ...extra };
  }

  private keep(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const c of res.cookies) {
      const expired = c.expires !== undefined && c.expires.getTime() <= Date.now();
      if (c.value === '' || expired || (c.maxAge !== undefined && c.maxAge <= 0)) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const token = csrfIn(res.body);
    if (token) this.csrf = token;
    return res;
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.keep(
      await this.app.inject({ method: 'GET', url, remoteAddress: this.remoteAddress, headers: this.headers(headers) }),
    );
  }

  /** A form post with the current CSRF token (unless the body names its own `_csrf`). */
  async post(
    url: string,
    body: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const form = this.csrf && !('_csrf' in body) ? { _csrf: this.csrf, ...body } : body;
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        remoteAddress: this.remoteAddress,
        payload: new URLSearchParams(form).toString(),
        headers: this.headers({
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          ...headers,
        }),
      }),
    );
  }

  /**
   * Signs up as a customer does: the sign-up form, the password chosen from the mailed link (which
   * signs in), then the sign-in form with that password (the visitor ends signed in).
   */
  async signUp(db: Queryable, email: string, password: string): Promise<void> {
    await this.get('/mi-cuenta/');
    const asked = await this.post('/mi-cuenta/registrarse', { email });
    if (asked.statusCode !== 303) throw new Error(`sign-up answered ${asked.statusCode}: ${asked.body.slice(0, 300)}`);
    const clave = await keyMailedTo(db, email, 'shop-sign-up');
    await this.get(`/mi-cuenta/contrasena-perdida/?clave=${clave}`);
    const set = await this.post('/mi-cuenta/contrasena-perdida/nueva', {
      clave,
      password_1: password,
      password_2: password,
    });
    if (set.statusCode !== 303) throw new Error(`setting the password answered ${set.statusCode}`);
    await this.get('/mi-cuenta/');
    const signedIn = await this.post('/mi-cuenta/acceder', { username: email, password });
    if (signedIn.statusCode !== 303) throw new Error(`sign-in answered ${signedIn.statusCode}`);
    await this.get('/mi-cuenta/');
  }

  async add(variant: string, quantity = '1'): Promise<LightMyRequestResponse> {
    const r = await this.post('/carrito/anadir', { variante: variant, cantidad: quantity });
    if (r.statusCode !== 303) throw new Error(`add to cart answered ${r.statusCode}: ${r.body.slice(0, 300)}`);
    await this.get('/carrito/');
    return r;
  }

  /** Checks out the cart; answers the order's number from the confirmation address. */
  async checkout(billing: Record<string, string> = BILLING): Promise<number> {
    await this.get('/finalizar-compra/');
    const r = await this.post('/finalizar-compra/', billing);
    const n = /pedido-recibido\/(\d+)\//.exec(String(r.headers.location))?.[1];
    if (r.statusCode !== 303 || !n) throw new Error(`checkout answered ${r.statusCode}: ${r.body.slice(0, 300)}`);
    return Number(n);
  }
}
