// "Forgot password?" and the reset link's page behind one lazy screen for their two routes (router.tsx):
// each lazy route adds its chunks' preload list to every page's first load (web/e2e/smoke.spec.ts).
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';

export default function PasswordScreens({ screen }: { screen: 'forgot' | 'reset' }) {
  return screen === 'forgot' ? <ForgotPasswordPage /> : <ResetPasswordPage />;
}
