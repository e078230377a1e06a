import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { api } from '@qube/shared';
import { ResultTitle } from '../ui/ResultTitle';

export const QUBE_MASTERS_DOWN = 'Qube Masters course is currently down for maintenance.';

type LoginResponse = { jwt: string; sso_url: string };

/** Where the browser goes for the course's single sign-on; a seam for tests. */
export const courseNavigator = { assign: (url: string) => window.location.assign(url) };

/**
 * /qubemasters (SH-74, SH-75): signs in to the course site with a one-time JWT and leaves for it.
 * Any failure of courses/login/ (or an answer without a jwt and sso_url) shows the maintenance notice.
 */
export function QubeMastersPage() {
  const [isDown, setIsDown] = useState(false);
  const attempt = useRef(0);

  const open = useCallback(async () => {
    const current = ++attempt.current;
    try {
      const { data } = await api.post<LoginResponse>('courses/login/', undefined, { mute: true });
      if (current !== attempt.current) return;
      if (!data?.jwt || !data.sso_url) throw new Error('courses/login/ answered without jwt or sso_url');
      courseNavigator.assign(`${data.sso_url}?jwt=${encodeURIComponent(data.jwt)}`);
    } catch {
      if (current === attempt.current) setIsDown(true);
    }
  }, []);

  useEffect(() => {
    void open();
    // Leaving the page drops a late answer instead of redirecting.
    return () => {
      attempt.current += 1;
    };
  }, [open]);

  if (isDown) {
    return (
      <Result
        status="warning"
        title={<ResultTitle>{QUBE_MASTERS_DOWN}</ResultTitle>}
        subTitle="Please try again in a little while."
        extra={[
          <Button
            key="retry"
            type="primary"
            onClick={() => {
              setIsDown(false);
              void open();
            }}
          >
            Try again
          </Button>,
          <Link key="overview" to="/dashboard">
            Go to Overview
          </Link>,
        ]}
      />
    );
  }
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, padding: '64px 16px' }}>
      <Spin size="large" />
      <span>Opening Qube Masters…</span>
    </div>
  );
}
