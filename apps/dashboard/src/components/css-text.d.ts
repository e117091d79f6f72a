// Stylesheets imported `with { type: 'text' }` are their text (esbuild's text loader).
declare module '*.css' {
  const text: string;
  export default text;
}
