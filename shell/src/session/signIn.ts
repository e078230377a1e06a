// The session code lives in @qube/shared, so standalone remotes sign in the same way (issue 3).
export { signIn, startSessionWithToken, type Credentials } from '@qube/shared';
