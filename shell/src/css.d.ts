// Plain CSS files imported for their side effect (rspack's built-in CSS support emits them as chunks).
declare module '*.css';
