import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorFallback } from '../components/error-fallback.tsx';

/** The router's error element: retry opens the same address again, which resets the failure. */
export function RouteError() {
  const error = useRouteError();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    console.error('[route]', error);
  }, [error]);
  return <ErrorFallback onRetry={() => void navigate(`${pathname}${search}${hash}`, { replace: true })} />;
}
