// Module Federation's error descriptions without their sentences (ADR 0095), put in place of the package's own
// `error-codes/dist/desc` by rspack-app.mjs. Every runtime error still names its code (#RUNTIME-008), its arguments
// and the documentation page that explains it; the sentences were about 0.4 KB gzipped in each app's bundle.
const described = new Proxy({}, { get: (_target, code) => (typeof code === 'string' ? `Module Federation error ${code}.` : undefined) });

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
