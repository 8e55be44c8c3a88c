import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { ACCOUNT_MODAL_PARAM, ACCOUNT_MODALS } from '../../lib/account-modals.ts';
import { type Session, updateSessionUser, useSession } from '../../lib/session.ts';
import { signOut } from '../../lib/sign-out.ts';
import { readItem, writeItem } from '../../lib/storage.ts';
import { acceptTerms, confirmProfile } from './api/terms.ts';
import { flowStep, withSchoolDate } from './terms-flow.ts';

/*
 * The modals load when one opens: with their forms' schemas they cost every dashboard's first
 * screen a long task of script evaluation, and most sessions open none of them.
 */
const TermsModal = lazy(() => import('./components/terms-modal.tsx').then((m) => ({ default: m.TermsModal })));
const ConfirmationModal = lazy(() =>
  import('./components/confirmation-modal.tsx').then((m) => ({ default: m.ConfirmationModal })),
);
const ChangePasswordModal = lazy(() =>
  import('./components/change-password-modal.tsx').then((m) => ({ default: m.ChangePasswordModal })),
);
const SecretQuestionsModal = lazy(() =>
  import('./components/secret-questions-modal.tsx').then((m) => ({ default: m.SecretQuestionsModal })),
);

/** The terms and confirmation flow of the signed-in user (document 1 section 4). */
function TermsFlow({ session }: { session: Session }) {
  const { user } = session;
  const [putOff, setPutOff] = useState(() => readItem<boolean>('termsShown') === true);
  const step = flowStep(user, putOff);
  const schoolId = user.school?.school_id ?? null;

  useEffect(() => {
    if (step === 'logout') void signOut();
  }, [step]);

  async function accept() {
    const accepted = await acceptTerms(schoolId);
    updateSessionUser({
      ...withSchoolDate(user, 'accepted_date', accepted.school_id, accepted.accepted_date),
      level: accepted.level,
    });
  }

  async function confirm() {
    const confirmed = await confirmProfile(schoolId);
    updateSessionUser(withSchoolDate(user, 'confirmed_date', confirmed.school_id, confirmed.confirmed_date));
  }

  function putOffConfirmation() {
    writeItem('termsShown', true);
    setPutOff(true);
  }

  if (step === 'terms') return <TermsModal onAccept={accept} onLeave={() => void signOut()} />;
  if (step === 'confirmation')
    return <ConfirmationModal user={user} onConfirm={confirm} onPutOff={putOffConfirmation} />;
  return null;
}

/** The account modals any screen opens with ?conta=senha or ?conta=perguntas-secretas. */
function AccountModals() {
  const [params, setParams] = useSearchParams();
  const open = params.get(ACCOUNT_MODAL_PARAM);
  const close = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(ACCOUNT_MODAL_PARAM);
        return next;
      },
      { replace: true },
    );
  if (open === ACCOUNT_MODALS.password) return <ChangePasswordModal onClose={close} />;
  if (open === ACCOUNT_MODALS.secretQuestions) return <SecretQuestionsModal onClose={close} />;
  return null;
}

/** Layout of the dashboards: the screen, and over it the flow's modals and the account modals. */
function SessionFlows() {
  const session = useSession();
  return (
    <>
      <Outlet />
      {session && (
        <Suspense>
          <TermsFlow key={session.user.user_id} session={session} />
          <AccountModals />
        </Suspense>
      )}
    </>
  );
}

export { SessionFlows as Component };
