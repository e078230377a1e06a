// The session code lives in @qube/shared, so standalone remotes resume the same session (issue 3).
export { restoreSession } from '@qube/shared';
