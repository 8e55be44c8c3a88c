import type { Dependent } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { StatusModal } from '../../components/overlays/status-modal.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { type DependentFields, useDependentMutations, useDependents } from './api/dependents.ts';
import { useSubscription } from './api/subscription.ts';
import { type DependentAction, DependentCard } from './components/dependent-card.tsx';
import { DependentFormDialog } from './components/dependent-form-dialog.tsx';
import { DependentTrails } from './components/dependent-trails.tsx';
import { SubscriptionPanel } from './components/subscription-panel.tsx';
import { enterAsDependent, signAsStudent } from './dependent-session.ts';
import { GUARDIANS_NAMESPACE } from './guardians-strings.ts';

type Confirming = { kind: keyof typeof CONFIRM_TEXTS; dependent: Dependent } | null;
type Editing = { dependent: Dependent | null } | null;

const CONFIRM_TEXTS = { unlink: 'confirmUnlink', delete: 'confirmDelete', block: 'confirmBlock' } as const;

/** /:business/responsavel/dependentes: the guardian's dependents and plan. */
export default function DependentsScreen() {
  const { t } = useTranslation(GUARDIANS_NAMESPACE);
  const { business } = useParams();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [wantsPlan, setWantsPlan] = useState(false);
  const { data } = useDependents(search.trim(), page);
  const linked = useDependents('', 1).data?.total;
  const subscription = useSubscription().data;
  const roomForOne = subscription?.status === 'active' && subscription.dependents_used < subscription.dependents_limit;
  const mutations = useDependentMutations(session?.user.user_id ?? '');
  const busy = signingIn || Object.values(mutations).some((mutation) => mutation.isPending);

  async function signIn(dependent: Dependent) {
    setSigningIn(true);
    try {
      enterAsDependent(await signAsStudent(dependent.id));
      window.location.assign(`/${business}/painel`);
    } catch {
      setSigningIn(false);
    }
  }

  function act(action: DependentAction, dependent: Dependent) {
    if (action === 'signIn') void signIn(dependent);
    else if (action === 'edit') setEditing({ dependent });
    else if (action === 'unblock') mutations.setStatus.mutate({ id: dependent.id, status: 'active' });
    else setConfirming({ kind: action, dependent });
  }

  function confirm() {
    if (!confirming) return;
    const { kind, dependent } = confirming;
    const done = { onSettled: () => setConfirming(null) };
    if (kind === 'unlink') mutations.unlink.mutate(dependent.id, done);
    else if (kind === 'delete') mutations.remove.mutate(dependent.id, done);
    else mutations.setStatus.mutate({ id: dependent.id, status: 'blocked' }, done);
  }

  function save(fields: Partial<DependentFields>) {
    const target = editing?.dependent;
    const options = {
      onSuccess: () => {
        setEditing(null);
        notify({ status: 'success', message: t('saved') });
      },
    };
    if (target) {
      const changed = Object.fromEntries(
        Object.entries(fields).filter(([key, value]) => target[key as keyof Dependent] !== value),
      );
      mutations.update.mutate({ id: target.id, ...changed }, options);
    } else mutations.add.mutate(fields as DependentFields, options);
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const name = confirming?.dependent.name ?? '';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="type-title flex-1 text-title">{t('title')}</h1>
        <button
          type="button"
          onClick={() => (roomForOne ? setEditing({ dependent: null }) : setWantsPlan(true))}
          className={PRIMARY_BUTTON}
        >
          {t('add')}
        </button>
      </div>
      {linked !== undefined && (
        <SubscriptionPanel returned={searchParams.get('assinatura')} linked={linked} adding={wantsPlan} />
      )}
      <input
        type="search"
        aria-label={t('search')}
        placeholder={t('search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        className={`${INPUT} max-w-md`}
      />
      {data && data.dependents.length === 0 ? (
        <p className="text-subtitle">{t('empty')}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {data?.dependents.map((dependent) => (
            <DependentCard key={dependent.id} dependent={dependent} busy={busy} onAction={act}>
              <DependentTrails studentId={dependent.id} name={dependent.name} />
            </DependentCard>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="flex items-center gap-3">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className={SECONDARY_BUTTON}>
            {t('previous')}
          </button>
          <span>{t('page', { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)} className={SECONDARY_BUTTON}>
            {t('next')}
          </button>
        </nav>
      )}
      <StatusModal
        open={confirming !== null}
        title={confirming ? t(`${CONFIRM_TEXTS[confirming.kind]}.title`, { name }) : ''}
        message={confirming ? t(`${CONFIRM_TEXTS[confirming.kind]}.description`) : ''}
        cancelLabel={t('cancel')}
        confirmLabel={confirming ? t(confirming.kind) : ''}
        busy={busy}
        onOpenChange={(next) => !next && setConfirming(null)}
        onConfirm={confirm}
      />
      <DependentFormDialog
        open={editing !== null}
        dependent={editing?.dependent ?? null}
        busy={mutations.add.isPending || mutations.update.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={save}
      />
    </div>
  );
}
