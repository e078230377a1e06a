// A stylesheet imported with ?inline is its text (shared/build/rspack-app.mjs); tests get an empty one.
module.exports = '';
