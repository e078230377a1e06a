// The session code lives in @qube/shared, so standalone remotes resume the same session (issue 3).
export { loadUser } from '@qube/shared';
