import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { LoginForm } from './login-form';

const route = getRouteApi('/_guest/login');

/** /login: reads `redirect` and `email` from the URL and replaces the page once signed in. */
export const LoginPage = () => {
  const { redirect, email } = route.useSearch();
  const navigate = useNavigate();
  return (
    <LoginForm redirect={redirect} defaultEmail={email} onSignedIn={(href) => void navigate({ href, replace: true })} />
  );
};
