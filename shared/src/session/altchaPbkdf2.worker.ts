// The ALTCHA PBKDF2 solver as a worker file of our own origin (see altchaWidget.ts): the package's worker script
// installs its message handler when it runs.
import 'altcha/workers/pbkdf2';
