import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { FullScreenSpinner } from '../components/FullScreenSpinner';

/** Shows the full-screen spinner while the next lazy page downloads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' ? <FullScreenSpinner /> : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
