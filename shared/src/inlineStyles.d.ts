// A stylesheet imported with `?inline` is its text (shared/build/rspack-app.mjs, ADR 0095).
declare module '*.css?inline' {
  const css: string;
  export default css;
}
