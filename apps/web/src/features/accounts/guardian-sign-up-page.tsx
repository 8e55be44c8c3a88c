import { SignUpScreen } from './components/sign-up-screen.tsx';

function GuardianSignUpPage() {
  return <SignUpScreen account="guardian" />;
}

export { GuardianSignUpPage as Component };
