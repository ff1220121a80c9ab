// A tool form's blank values with the signed-in user's own e-mail and full name filled in (issue:
// outside testers — a consultant typed them again on every form), and "Your company name" from the
// brand's firm (issue 25), and the brand's currency and locale for a form that prices. Only the fields the form has, and only what the account knows; the user
// can still change each.
import { useMemo } from 'react';
import { useCurrentUser } from '../auth.ts';
import { useBrand } from '../brand.ts';

export function useAccountDefaults<T extends object>(blank: T): T {
  const { data: user } = useCurrentUser();
  const email = user?.email ?? '';
  const fullName = user?.fullName ?? '';
  // Only forms that ask for the user's company or price in a currency read the brand.
  const { data: brand } = useBrand(Boolean(user) && ('companyName' in blank || 'currency' in blank));
  const companyName = brand?.firmName ?? '';
  const currency = brand?.currency ?? '';
  const locale = brand?.locale ?? '';
  return useMemo(
    () => ({
      ...blank,
      ...('email' in blank && email ? { email } : {}),
      ...('fullName' in blank && fullName ? { fullName } : {}),
      ...('companyName' in blank && companyName ? { companyName } : {}),
      // The brand's money (DESIGN §11.1): what a new quote is priced in until the user picks another.
      ...('currency' in blank && currency ? { currency } : {}),
      ...('locale' in blank && locale ? { locale } : {}),
    }),
    [blank, email, fullName, companyName, currency, locale],
  );
}
