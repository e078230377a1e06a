import { ErrorPage } from './ErrorPage';

/** Unknown paths (SH-18, SH-65). */
export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
