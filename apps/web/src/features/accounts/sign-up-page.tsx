import { SignUpScreen } from './components/sign-up-screen.tsx';

function SignUpPage() {
  return <SignUpScreen account="b2c_student" />;
}

export { SignUpPage as Component };
