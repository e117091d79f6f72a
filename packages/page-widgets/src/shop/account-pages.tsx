/**
 * My account (/mi-cuenta/) in WooCommerce's Spanish words: the
 * sign-in and sign-up forms for a visitor, and for a customer the navigation
 * (Escritorio, Pedidos, Descargas, Direcciones, Métodos de pago, Detalles de
 * la cuenta, Cerrar sesión) around the chosen tab. Plain forms posted to the
 * server, so all of it works with JavaScript off.
 */
import type { ReactNode } from 'react';
import { ADDRESS_FIELDS, Field, NAME_FIELDS } from './checkout-page.js';
import { Csrf, Notices } from './csrf-and-notices.js';
import { formatEuros } from './money.js';
import { OrderDetails } from './purchase-summary.js';
import { SignInForm, TextInput } from './sign-in-form.js';
import type { OrderView, ShopNotice } from './views.js';

export type AddressKind = 'facturacion' | 'envio';

export const ADDRESS_TITLES: Record<AddressKind, string> = {
  facturacion: 'Dirección de facturación',
  envio: 'Dirección de envío',
};

export interface AccountOrderView {
  number: number;
  date: string;
  status: string;
  totalCents: number;
  itemCount: number;
}

/** The address form's fields: the checkout's, without the email. */
const ADDRESS_FORM_FIELDS = [...NAME_FIELDS, ...ADDRESS_FIELDS.filter((f) => f.name !== 'email')];
export type AddressValues = Record<
  'nombre' | 'apellidos' | 'direccion' | 'codigo_postal' | 'ciudad' | 'provincia' | 'telefono',
  string
>;

export type AccountValues = Record<'nombre' | 'apellidos' | 'nombre_visible' | 'email', string>;
export type AccountErrors = Partial<
  Record<keyof AccountValues | 'password_actual' | 'password_1' | 'password_2', string>
>;

export type AccountTab =
  | { tab: 'escritorio' }
  | { tab: 'pedidos'; orders: AccountOrderView[] }
  | { tab: 'ver-pedido'; order: OrderView; status: string }
  | { tab: 'descargas' }
  | { tab: 'direcciones'; addresses: Record<AddressKind, string[] | null> }
  | { tab: 'editar-direccion'; kind: AddressKind; values: AddressValues; errors: Partial<AddressValues> }
  | { tab: 'metodos-de-pago'; offlineMethods: string[] }
  | { tab: 'editar-cuenta'; values: AccountValues; errors: AccountErrors };

const NAV: { label: string; href: string; tabs: AccountTab['tab'][] }[] = [
  { label: 'Escritorio', href: '/mi-cuenta/', tabs: ['escritorio'] },
  { label: 'Pedidos', href: '/mi-cuenta/pedidos/', tabs: ['pedidos', 'ver-pedido'] },
  { label: 'Descargas', href: '/mi-cuenta/descargas/', tabs: ['descargas'] },
  { label: 'Direcciones', href: '/mi-cuenta/editar-direccion/', tabs: ['direcciones', 'editar-direccion'] },
  { label: 'Métodos de pago', href: '/mi-cuenta/metodos-de-pago/', tabs: ['metodos-de-pago'] },
  { label: 'Detalles de la cuenta', href: '/mi-cuenta/editar-cuenta/', tabs: ['editar-cuenta'] },
];

/** The navigation's sign-out form; the dashboard's greeting has a button of its own for it (a form may not sit in a <p>). */
const SIGN_OUT_FORM = 'cerrar-sesion';

function SignOutButton({ csrf, children }: { csrf: string | null; children: ReactNode }) {
  return (
    <form method="post" action="/mi-cuenta/cerrar-sesion" className="inline-form" id={SIGN_OUT_FORM}>
      <Csrf token={csrf} />
      <button type="submit" className="btn-link">
        {children}
      </button>
    </form>
  );
}

export function SignInPage(props: {
  csrf: string | null;
  notices: ShopNotice[];
  signInEmail: string;
  signUpEmail: string;
  signUpErrors: Partial<Record<'email', string>>;
}) {
  return (
    <div className="wrap shop">
      <h1>Mi cuenta</h1>
      <Notices notices={props.notices} />
      <div className="account-columns">
        <section aria-labelledby="acceder">
          <h2 id="acceder">Acceder</h2>
          <SignInForm action="/mi-cuenta/acceder" csrf={props.csrf} email={props.signInEmail} />
        </section>
        <section aria-labelledby="registrarse">
          <h2 id="registrarse">Registrarse</h2>
          <form method="post" action="/mi-cuenta/registrarse" className="account-form">
            <Csrf token={props.csrf} />
            <TextInput
              name="email"
              label="Dirección de correo electrónico"
              type="email"
              value={props.signUpEmail}
              error={props.signUpErrors.email}
              autoComplete="email"
              required
              maxLength={254}
            />
            {/* WooCommerce's form when it generates passwords: the password is chosen from the mailed link,
                so the answer never says whether the address already has an account. */}
            <p className="hint">
              Se enviará un enlace a su dirección de correo electrónico para establecer una contraseña.
            </p>
            <p>
              <small>
                Sus datos personales se usarán para gestionar el acceso a su cuenta y para las finalidades descritas en
                nuestra política de privacidad.
              </small>
            </p>
            <button type="submit" className="btn">
              Registrarse
            </button>
          </form>
        </section>
      </div>
    </div>
  );
}

function Dashboard({ name }: { name: string }) {
  return (
    <>
      <p>
        Hola <strong>{name}</strong> (¿no es {name}?{' '}
        <button type="submit" className="btn-link" form={SIGN_OUT_FORM}>
          Cerrar sesión
        </button>
        )
      </p>
      <p>
        Desde el escritorio de su cuenta puede ver sus <a href="/mi-cuenta/pedidos/">pedidos recientes</a>, gestionar
        sus <a href="/mi-cuenta/editar-direccion/">direcciones de envío y facturación</a> y{' '}
        <a href="/mi-cuenta/editar-cuenta/">editar su contraseña y los detalles de su cuenta</a>.
      </p>
    </>
  );
}

function Orders({ orders }: { orders: AccountOrderView[] }) {
  if (orders.length === 0)
    return (
      <div className="shop-notice">
        <p>Todavía no se ha hecho ningún pedido.</p>
        <a className="btn btn-secondary" href="/tienda/">
          Explorar los productos
        </a>
      </div>
    );
  return (
    <table className="cart-table account-orders">
      <thead>
        <tr>
          <th scope="col">Pedido</th>
          <th scope="col">Fecha</th>
          <th scope="col">Estado</th>
          <th scope="col">Total</th>
          <th scope="col">Acciones</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.number}>
            <th scope="row">
              <a href={`/mi-cuenta/ver-pedido/${o.number}/`}>{`n.º ${o.number}`}</a>
            </th>
            <td data-title="Fecha">{o.date}</td>
            <td data-title="Estado">{o.status}</td>
            <td data-title="Total">
              {`${formatEuros(o.totalCents)} por ${o.itemCount} ${o.itemCount === 1 ? 'artículo' : 'artículos'}`}
            </td>
            <td>
              <a
                className="btn btn-secondary"
                href={`/mi-cuenta/ver-pedido/${o.number}/`}
                aria-label={`Ver el pedido n.º ${o.number}`}
              >
                Ver
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The clinic sells nothing downloadable, so this is always WooCommerce's empty notice. */
function Downloads() {
  return (
    <div className="shop-notice">
      <p>No hay descargas disponibles todavía.</p>
      <a className="btn btn-secondary" href="/tienda/">
        Explorar los productos
      </a>
    </div>
  );
}

/** No card is ever stored (every method is paid offline), so WooCommerce's empty notice and how to pay. */
function PaymentMethods({ offlineMethods }: { offlineMethods: string[] }) {
  const methods = new Intl.ListFormat('es', { type: 'disjunction' }).format(offlineMethods.map((m) => `«${m}»`));
  return (
    <>
      <div className="shop-notice">
        <p>No se encontraron métodos de pago guardados.</p>
      </div>
      <p>{`Esta tienda no guarda tarjetas: al finalizar la compra puede elegir ${methods}.`}</p>
    </>
  );
}

function Addresses({ addresses }: { addresses: Record<AddressKind, string[] | null> }) {
  return (
    <>
      <p>Las siguientes direcciones se usarán por defecto en la página de finalizar compra.</p>
      <div className="account-columns addresses">
        {(Object.keys(ADDRESS_TITLES) as AddressKind[]).map((kind) => {
          const lines = addresses[kind];
          return (
            <section key={kind} className="address-block" aria-labelledby={`dir-${kind}`}>
              <h2 id={`dir-${kind}`}>{ADDRESS_TITLES[kind]}</h2>
              {lines ? (
                <address>
                  {lines.map((l) => (
                    <span key={l}>
                      {l}
                      <br />
                    </span>
                  ))}
                </address>
              ) : (
                <p>Todavía no ha configurado este tipo de dirección.</p>
              )}
              <a href={`/mi-cuenta/editar-direccion/${kind}/`} className="btn btn-secondary">
                {lines ? 'Editar' : 'Añadir'}
                <span className="sr-only">{` ${ADDRESS_TITLES[kind].toLowerCase()}`}</span>
              </a>
            </section>
          );
        })}
      </div>
    </>
  );
}

function EditAddress({
  kind,
  values,
  errors,
  csrf,
}: {
  kind: AddressKind;
  values: AddressValues;
  errors: Partial<AddressValues>;
  csrf: string | null;
}) {
  return (
    <form method="post" action={`/mi-cuenta/editar-direccion/${kind}/`} className="account-form">
      <Csrf token={csrf} />
      <h2>{ADDRESS_TITLES[kind]}</h2>
      <div className="fields-2">
        {NAME_FIELDS.map((spec) => (
          <Field
            key={spec.name}
            spec={spec}
            value={values[spec.name as keyof AddressValues]}
            error={errors[spec.name as keyof AddressValues]}
          />
        ))}
      </div>
      {ADDRESS_FORM_FIELDS.slice(NAME_FIELDS.length).map((spec) => (
        <Field
          key={spec.name}
          spec={spec}
          value={values[spec.name as keyof AddressValues]}
          error={errors[spec.name as keyof AddressValues]}
        />
      ))}
      <button type="submit" className="btn">
        Guardar dirección
      </button>
    </form>
  );
}

function EditAccount({ values, errors, csrf }: { values: AccountValues; errors: AccountErrors; csrf: string | null }) {
  return (
    <form method="post" action="/mi-cuenta/editar-cuenta/" className="account-form">
      <Csrf token={csrf} />
      <div className="fields-2">
        <TextInput
          name="nombre"
          label="Nombre"
          value={values.nombre}
          error={errors.nombre}
          autoComplete="given-name"
          required
          maxLength={80}
        />
        <TextInput
          name="apellidos"
          label="Apellidos"
          value={values.apellidos}
          error={errors.apellidos}
          autoComplete="family-name"
          required
          maxLength={80}
        />
      </div>
      <TextInput
        name="nombre_visible"
        label="Nombre visible"
        value={values.nombre_visible}
        error={errors.nombre_visible}
        autoComplete="nickname"
        required
        maxLength={80}
        hint="Así es como se mostrará su nombre en la sección de la cuenta."
      />
      <TextInput
        name="email"
        label="Dirección de correo electrónico"
        type="email"
        value={values.email}
        error={errors.email}
        autoComplete="email"
        required
        maxLength={254}
      />
      <fieldset className="password-change">
        <legend>Cambio de contraseña</legend>
        <TextInput
          name="password_actual"
          label="Contraseña actual (déjelo en blanco para no cambiarla)"
          type="password"
          error={errors.password_actual}
          autoComplete="current-password"
          maxLength={128}
        />
        <TextInput
          name="password_1"
          label="Nueva contraseña (déjelo en blanco para no cambiarla)"
          type="password"
          error={errors.password_1}
          autoComplete="new-password"
          maxLength={128}
        />
        <TextInput
          name="password_2"
          label="Confirmar nueva contraseña"
          type="password"
          error={errors.password_2}
          autoComplete="new-password"
          maxLength={128}
        />
      </fieldset>
      <button type="submit" className="btn">
        Guardar los cambios
      </button>
    </form>
  );
}

function TabContent({ tab, name, csrf }: { tab: AccountTab; name: string; csrf: string | null }) {
  switch (tab.tab) {
    case 'escritorio':
      return <Dashboard name={name} />;
    case 'pedidos':
      return <Orders orders={tab.orders} />;
    case 'ver-pedido':
      return (
        <>
          <p>
            El pedido n.º <mark>{tab.order.number}</mark> se realizó el <mark>{tab.order.date}</mark> y está actualmente{' '}
            <mark>{tab.status}</mark>.
          </p>
          <OrderDetails order={tab.order} />
        </>
      );
    case 'descargas':
      return <Downloads />;
    case 'direcciones':
      return <Addresses addresses={tab.addresses} />;
    case 'editar-direccion':
      return <EditAddress kind={tab.kind} values={tab.values} errors={tab.errors} csrf={csrf} />;
    case 'metodos-de-pago':
      return <PaymentMethods offlineMethods={tab.offlineMethods} />;
    case 'editar-cuenta':
      return <EditAccount values={tab.values} errors={tab.errors} csrf={csrf} />;
  }
}

type AccountProps = { name: string; csrf: string | null; notices: ShopNotice[]; content: AccountTab };

export function AccountPage(props: AccountProps) {
  return (
    <div className="wrap shop">
      <h1>Mi cuenta</h1>
      <AccountTabs {...props} />
    </div>
  );
}

/**
 * The account's navigation around the chosen tab: the page's body, and the my-account widget's in the
 * editor, where it shows sample content and a navigation click switches the tab in place.
 */
export function AccountTabs(props: AccountProps) {
  const current = props.content.tab;
  return (
    <div className={`account-layout e-my-account-tab__${current}`}>
      <nav className="account-nav" aria-label="Páginas de la cuenta">
        <ul>
          {NAV.map((item) => (
            <li key={item.href}>
              <a href={item.href} aria-current={item.tabs.includes(current) ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
          <li>
            <SignOutButton csrf={props.csrf}>Cerrar sesión</SignOutButton>
          </li>
        </ul>
      </nav>
      <div className="account-content">
        <Notices notices={props.notices} />
        <TabContent tab={props.content} name={props.name} csrf={props.csrf} />
      </div>
    </div>
  );
}
