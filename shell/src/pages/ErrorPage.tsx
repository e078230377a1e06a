import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@qube/shared';
import { logout } from '../session/logout';
import { ResultTitle } from '../ui/ResultTitle';

type Props = { status: 404 | 500; message?: string };

/**
 * The error page (SH-65, SH-66, SH-67): 404 reads 'Oops! Page Not Found'; any other error shows
 * its message and logs the user out. A remote's own failure never comes here.
 */
export function ErrorPage({ status, message }: Props) {
  const navigate = useNavigate();
  const isNotFound = status === 404;

  useEffect(() => {
    if (!isNotFound && sessionStore.getState().isLoggedIn) void logout();
  }, [isNotFound]);

  return (
    <Result
      status={isNotFound ? '404' : '500'}
      title={<ResultTitle>{isNotFound ? 'Oops! Page Not Found' : 'Something went wrong'}</ResultTitle>}
      subTitle={isNotFound ? 'The page you are looking for does not exist.' : (message ?? 'We encountered an error.')}
      extra={[
        <Button type="primary" key="home" onClick={() => navigate('/')}>
          Go to the Home Page
        </Button>,
        <Button key="logout" onClick={() => void logout()}>
          Logout
        </Button>,
      ]}
    />
  );
}
