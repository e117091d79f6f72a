/**
 * The loader's lazily imported parts (dist/{name}.js under the service origin):
 * the renderer, the targeting rules and the conversion sender. Each is imported
 * once, on first need; a failed import is forgotten so the next need retries.
 * Kept out of the loader so it stays within its 6 KB gzip budget.
 */
const chunks = new Map<string, Promise<unknown>>();

export function lazy<T>(origin: string, name: string): Promise<T> {
  let p = chunks.get(name);
  if (!p) {
    p = import(/* @vite-ignore */ `${origin}/widget/${name}.js`).catch((e) => {
      chunks.delete(name);
      throw e;
    });
    chunks.set(name, p);
  }
  return p as Promise<T>;
}

/** Tests hand in a module instead of importing the built file. */
export const provide = (name: string, m: unknown): void => {
  chunks.set(name, Promise.resolve(m));
};
