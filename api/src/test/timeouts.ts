// `testTimeout` is a global option: in the root's multi-project run the root config's 30 s applies to the API too, and
// an API test's hook that starts an embedded database and its seed took over 30 s on a loaded 2-core CI machine. The
// API's tests and hooks get the 60 s its own config names, whichever config runs them.
jest.setTimeout(60_000);
