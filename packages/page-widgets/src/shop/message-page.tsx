/** A short page with a heading, a sentence and the way back to the shop: the errors the shop shows visitors. */
export function MessagePage({ title, text }: { title: string; text: string }) {
  return (
    <div className="wrap shop">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a className="btn" href="/tienda/">
          Ir a la tienda
        </a>
      </p>
    </div>
  );
}
