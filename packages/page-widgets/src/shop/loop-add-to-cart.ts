/**
 * The loop add-to-cart island (plain DOM): "Añadir al carrito" on the product items of the
 * loop grid and carousel. Their pages are cached and shared, so the button is a GET form to the product
 * page (loop-grid/item.tsx) and the page holds no CSRF token. Loading this costs no request: the click
 * asks GET /carrito/token once and loads the shop island, turns the form into the catalogue's add form
 * (POST /carrito/anadir, the variant, one unit, the visitor's token) and submits it, so the shop
 * island's one add-to-cart path adds in place, updates the menu cart where the page has one, and shows
 * "Ver carrito" after the button. When either fails, the form goes where it goes without JavaScript:
 * the product page.
 */

const TOKEN_URL = '/carrito/token';

/** The visitor's token, fresh on each click: the first add of a visitor with no cart creates one. */
async function visitorToken(): Promise<string | null> {
  const res = await fetch(TOKEN_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`the token answered ${res.status}`);
  const { csrf } = (await res.json()) as { csrf?: unknown };
  return typeof csrf === 'string' ? csrf : null;
}

function hiddenField(form: HTMLFormElement, name: string, value: string): void {
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = name;
  field.value = value;
  form.append(field);
}

/** The catalogue's add form (shop/catalogue-page.tsx): what the shop island enhances and what posts without it. */
function toAddForm(form: HTMLFormElement, variantId: string, csrf: string | null): void {
  form.removeAttribute('data-loop-add');
  form.method = 'post';
  form.action = '/carrito/anadir';
  if (csrf) hiddenField(form, '_csrf', csrf);
  hiddenField(form, 'variante', variantId);
  hiddenField(form, 'cantidad', '1');
}

async function addFromLoop(form: HTMLFormElement, variantId: string): Promise<void> {
  const [csrf] = await Promise.all([visitorToken(), import('./client.js')]);
  toAddForm(form, variantId, csrf);
  // The shop island skips a busy form: this one is now its to send.
  form.removeAttribute('aria-busy');
  form.requestSubmit();
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const variantId = form.dataset.loopAdd;
  if (variantId === undefined) return;
  event.preventDefault();
  if (form.hasAttribute('aria-busy')) return;
  form.setAttribute('aria-busy', 'true');
  const productPage = form.action;
  addFromLoop(form, variantId).catch(() => {
    form.removeAttribute('aria-busy');
    window.location.assign(productPage);
  });
});
