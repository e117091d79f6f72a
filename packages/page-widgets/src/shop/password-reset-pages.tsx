/**
 * The shop customer's lost password, WooCommerce's two forms in
 * the site's formal Spanish: the one asking for the email the link is mailed
 * to, and the one the mailed link opens to choose a new password. Plain
 * forms, so they work with JavaScript off.
 */
import { Csrf, Notices } from './csrf-and-notices.js';
import { TextInput } from './sign-in-form.js';
import type { ShopNotice } from './views.js';

const LOST_PASSWORD_PATH = '/mi-cuenta/contrasena-perdida/';

export function LostPasswordPage(props: { csrf: string | null; notices: ShopNotice[]; email: string; error?: string }) {
  return (
    <div className="wrap shop">
      <h1>Contraseña perdida</h1>
      <Notices notices={props.notices} />
      <form method="post" action={LOST_PASSWORD_PATH} className="account-form">
        <Csrf token={props.csrf} />
        <p>
          ¿Ha perdido su contraseña? Escriba la dirección de correo electrónico de su cuenta. Recibirá por correo
          electrónico un enlace para crear una contraseña nueva.
        </p>
        <TextInput
          name="user_login"
          label="Dirección de correo electrónico"
          type="email"
          value={props.email}
          error={props.error}
          autoComplete="email"
          required
          maxLength={254}
        />
        <button type="submit" className="btn">
          Restablecer contraseña
        </button>
      </form>
      <p>
        <a href="/mi-cuenta/">Volver a acceder</a>
      </p>
    </div>
  );
}

export function NewPasswordPage(props: {
  csrf: string | null;
  notices: ShopNotice[];
  /** The token of the mailed link, posted back with the new password. */
  token: string;
  errors: Partial<Record<'password_1' | 'password_2', string>>;
}) {
  return (
    <div className="wrap shop">
      <h1>Establecer contraseña</h1>
      <Notices notices={props.notices} />
      <form method="post" action={`${LOST_PASSWORD_PATH}nueva`} className="account-form">
        <Csrf token={props.csrf} />
        <input type="hidden" name="clave" value={props.token} />
        <p>Introduzca abajo una contraseña nueva.</p>
        <TextInput
          name="password_1"
          label="Nueva contraseña"
          type="password"
          error={props.errors.password_1}
          autoComplete="new-password"
          required
          maxLength={128}
          hint="Al menos 8 caracteres."
        />
        <TextInput
          name="password_2"
          label="Repita la nueva contraseña"
          type="password"
          error={props.errors.password_2}
          autoComplete="new-password"
          required
          maxLength={128}
        />
        <button type="submit" className="btn">
          Guardar
        </button>
      </form>
    </div>
  );
}
