// The public surface of @qube/shared, the only contract between the shell and the remotes.
// It is one entry on purpose: federation shares it as one singleton module (docs/adr/0014-shared-subpath-entries.md),
// which is what makes the bus, the session store and the API client exist once. A singleton is loaded whole,
// so what only some apps need lives in subpath entries instead (`@qube/shared/standalone`, `/frequency`,
// `/password`, `/switch-account`, `/notification-groups`, `/ui/*`): each app bundles the parts it uses.
// Removing an export is a breaking change: bump SHARED_CONTRACT_VERSION with the package's major.

/** @public Event bus and its event map. */
export { bus, createEventBus, type BusEvents, type BusEventName, type EventBus } from './bus/eventBus';
export { knownAccountVersion, noteAccountVersion, noteVersionOfAnswer, resetAccountVersions } from './bus/accountVersions';
/** @public Session store and its rules. */
export {
  sessionStore,
  createSessionStore,
  readPersistedSession,
  isPastAbsoluteLimit,
  sessionLifetimeMs,
  TOKEN_COOKIE,
  SESSION_COOKIE,
  type SessionState,
  type SessionStore,
  type PersistedSession,
} from './session/sessionStore';
/** @public React binding of the session store. */
export { useSession } from './session/useSession';
/** @public Cookie helpers used by the session. */
export { readCookie, writeCookie, deleteCookie, clearAllCookies, cookieDomainFor, cookieAttributes } from './session/cookies';
/** @public API client. */
export { api, configureApi, getApiConfig, resolvePath, handleFailure, ApiError, CSRF_COOKIE, CSRF_HEADER, type ApiErrorBody, type RequestOptions, type ApiConfig } from './api/apiClient';
/** @public Routes and guards. */
export { ROUTES, REMOTE_NAMES, matchRoute, routeByName, type RouteDef, type AppName, type RemoteName } from './routes/routeTable';
export { resolveNavigation, isAppActive, homePath, companyForHost, afterSignInPath, type GuardContext, type GuardDecision } from './routes/guards';
export { takeQueryParam } from './routes/queryParams';
/** @public Domain. */
export { COMPANY, CLIENT_VERSION, API_VERSION, SESSION_TIMING, QUBE_LIST_LIMIT, type CompanyId } from './domain/constants';
export { FEATURE_FLAG_NAMES, readFeatureFlags, type FeatureFlag, type FeatureFlags } from './domain/featureFlags';
export { isAnonymous, isLimited, isCoach, isAffiliate, isRewardsAffiliate, isPlus } from './domain/roles';
export { toCents, fromCents, formatMoney, sumMoney } from './domain/money';
export { formatDate, toDateValue, DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT } from './domain/dates';
export type * from './domain/types';
/**
 * @public Remote lifecycles and failure isolation. `createRemoteApp` stays in the singleton for good: each remote calls it
 * while its `./app` is evaluated, before the shell reads `sharedContract`, so a remote of another major must still find it.
 */
export { createRemoteApp, RemoteErrorBoundary, type RemoteMountProps } from './remote/createRemoteApp';
export { RemoteErrorFallback } from './remote/RemoteErrorFallback';
/**
 * @public The slot of the page's one account-data layer (ADR 0088); the layer and `useAccountData` are the subpath
 * `@qube/shared/account-data`, so the query library loads with the signed-in pages, not the sign-in.
 */
export { currentAccountQueryLayer, keepAccountQueryLayer, clearAccountQueries, type AccountQueryLayer } from './remote/accountQuerySlot';
export type { StandaloneContext } from './remote/createRemoteApp';
/** @public The @qube/shared major on the page; a remote built for another one is not mounted. */
export { SHARED_CONTRACT_VERSION } from './buildInfo';
/** @public Session start shared by the shell and standalone pages. */
export { loadUser, signIn, startSessionWithToken, restoreSession, endSession, type Credentials } from './session/signIn';
export { signInChallenge } from './session/signInChallenge';
export { ChallengeField, CHALLENGE_FIRST, CHALLENGE_LOADING, CHALLENGE_UNAVAILABLE } from './session/ChallengeField';
/** @public Sign-in links (`?token=`, SH-19): a one-time code spent once the session is resumed, asking before a switch. */
export { signInWithLoginLink, LOGIN_LINK_INVALID, type ConfirmSwitch } from './session/loginLink';
export { checkSession, formatTimeLeft, type SessionCheck } from './session/sessionClock';
/** @public Field validation rules with their exact messages (SD-14 to SD-23), and the antd rule adapter. */
export {
  validateRequired,
  validateEmail,
  validateAlphabets,
  validateNumeric,
  validateState,
  validateZipCode,
  validateSsn,
  validatePhone,
  validateVerificationCode,
  formatPhone,
  onlyDigits,
  isEmpty,
  firstError,
  VALIDATION_MESSAGES,
  VERIFICATION_CODE_LENGTH,
  PHONE_FORMATTED_LENGTH,
  SMS_CONSENT,
  type Validator,
} from './validation/rules';
export { toAntdRule, type AntdValidatorRule } from './validation/antdRule';
export { BRAND_COLORS, themeTokens } from './domain/themeTokens';
export { ACCOUNT_TYPES, AUTO_FUND_CHOICE, AUTO_FUND_LABELS, DIALOG_WIDTH, QUBE_LIST_HEIGHT, LIMITS, CONFETTI_DURATION_MS, MONITORING_SAMPLE_RATE, QUBE_TYPE_CODES } from './domain/constants';
export { MOVE_MONEY_LABELS, moveMoneyOptions, canMoveMoney, canLinkBank, needsDebitCardPrompt, DEBIT_CARD_PROMPT_OPTIONS, type MoveMoneyOption } from './domain/moveMoney';
export { openSocket, type SocketLike, type SocketFactory, type SocketClose } from './api/socket';
export { prefetchable } from './api/prefetchable';
export { countsAsSpending, matchesQubeFilter } from './domain/qubeRules';
export { bannerStore, showBanner, useBanners, type Banner } from './banners/bannerStore';
