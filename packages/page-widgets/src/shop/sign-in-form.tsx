/**
 * The customer sign-in form (WooCommerce's "Acceder"), on My account and,
 * collapsed, on the checkout page (§7 call 8), and the labelled text input
 * the account forms share. A file of its own since both pages render it.
 */

export function TextInput(props: {
  name: string;
  label: string;
  value?: string;
  error?: string | undefined;
  type?: string;
  autoComplete: string;
  required?: boolean;
  maxLength: number;
  hint?: string;
  /** The input's id when two forms on one page share a field name. */
  id?: string;
}) {
  const id = props.id ?? `f-${props.name}`;
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        defaultValue={props.value}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {props.hint ? (
        <p className="hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p className="field-error" id={`${id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The sign-in form, also shown (collapsed) on the checkout page. */
export function SignInForm(props: { action: string; csrf: string | null; email: string }) {
  return (
    <form method="post" action={props.action} className="account-form" data-sign-in-form="">
      {props.csrf ? <input type="hidden" name="_csrf" value={props.csrf} /> : null}
      <TextInput
        id="acceder-username"
        name="username"
        label="Nombre de usuario o correo electrónico"
        value={props.email}
        autoComplete="username"
        required
        maxLength={254}
      />
      <TextInput
        id="acceder-password"
        name="password"
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
      />
      <p className="remember">
        <label>
          <input type="checkbox" name="rememberme" value="forever" /> Recuérdame
        </label>
      </p>
      <button type="submit" className="btn">
        Acceder
      </button>
      <p className="lost-password">
        <a href="/mi-cuenta/contrasena-perdida/">¿Ha olvidado su contraseña?</a>
      </p>
    </form>
  );
}
