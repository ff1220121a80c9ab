// A tool form's blank values with the signed-in user's own e-mail and full name filled in (issue:
// outside testers — a consultant typed them again on every form). Only the fields the form has,
// and only what the account knows; the user can still change both.
import { useMemo } from 'react';
import { useCurrentUser } from '../auth.ts';

export function useAccountDefaults<T extends object>(blank: T): T {
  const { data: user } = useCurrentUser();
  const email = user?.email ?? '';
  const fullName = user?.fullName ?? '';
  return useMemo(
    () => ({
      ...blank,
      ...('email' in blank && email ? { email } : {}),
      ...('fullName' in blank && fullName ? { fullName } : {}),
    }),
    [blank, email, fullName],
  );
}
