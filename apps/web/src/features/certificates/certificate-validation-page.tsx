import './certificates-strings.ts';
import { type CertificateValidation, formatDate } from '@ava/contracts';
import BadgeCheck from 'lucide-react/icons/badge-check';
import SearchX from 'lucide-react/icons/search-x';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { TextInput } from '../../components/inputs/text-input.tsx';
import { PRIMARY_BUTTON } from '../../components/ui/classes.ts';
import { usePlatform } from '../../lib/platform.ts';
import { useCertificateValidation } from './api/certificate-validation.ts';
import { CERTIFICATES_NAMESPACE } from './certificates-strings.ts';

function Genuine({ result }: { result: CertificateValidation }) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  return (
    <section
      aria-labelledby="validation-result"
      className="flex flex-col gap-3 rounded-xl border-l-8 border-green-700 bg-white p-5"
    >
      <h2 id="validation-result" className="flex items-center gap-2 text-xl font-bold text-green-800">
        <BadgeCheck aria-hidden className="size-7" />
        {t('validation.genuine')}
      </h2>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-subtitle">{t('validation.holder')}</dt>
        <dd className="text-title">{result.name}</dd>
        <dt className="font-semibold text-subtitle">{t('validation.course')}</dt>
        <dd className="text-title">{result.title}</dd>
        <dt className="font-semibold text-subtitle">{t('validation.date')}</dt>
        <dd className="text-title">{formatDate(result.issued_at)}</dd>
      </dl>
    </section>
  );
}

/**
 * The public validation page (document 1: `{business}` on certificate hosts; on any host at
 * /:business/certificados/validar/:code): whether a code is one of the platform's certificates,
 * with the holder's name, the title and the date. No session needed.
 */
export function CertificateValidationPage() {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  const { business, theme } = usePlatform();
  const { code: pathCode } = useParams();
  const [search] = useSearchParams();
  const given = pathCode ?? search.get('codigo') ?? '';
  const [code, setCode] = useState(given);
  const validation = useCertificateValidation();
  const { mutate } = validation;
  const asked = useRef(false);

  useEffect(() => {
    if (given && !asked.current) {
      asked.current = true;
      mutate({ platform: business, code: given });
    }
  }, [given, business, mutate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    validation.mutate({ platform: business, code });
  }

  return (
    <main className="min-h-dvh bg-light px-4 py-8">
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <header className="flex items-center gap-3">
          {theme.files.logo ? (
            <img src={theme.files.logo} alt={theme.name} className="h-12 w-auto" />
          ) : (
            <p className="text-lg font-bold text-title">{theme.name}</p>
          )}
        </header>
        <div>
          <h1 className="type-title text-title">{t('validation.title')}</h1>
          <p className="text-subtitle">{t('validation.intro')}</p>
        </div>
        <form
          onSubmit={submit}
          className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm sm:flex-row sm:items-end"
        >
          <TextInput
            className="flex-1"
            label={t('validation.codeLabel')}
            placeholder={t('validation.codeHint')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
          <button type="submit" disabled={validation.isPending} className={PRIMARY_BUTTON}>
            {validation.isPending ? t('validation.checking') : t('validation.submit')}
          </button>
        </form>
        <div aria-live="polite">
          {validation.data && !validation.isPending && <Genuine result={validation.data} />}
          {validation.isError && !validation.isPending && (
            <section role="alert" className="flex gap-3 rounded-xl border-l-8 border-red-700 bg-white p-5">
              <SearchX aria-hidden className="size-7 shrink-0 text-red-700" />
              <div>
                <h2 className="text-xl font-bold text-red-800">{t('validation.notFound')}</h2>
                <p className="text-subtitle">{validation.error.message}</p>
              </div>
            </section>
          )}
        </div>
      </div>
    </main>
  );
}

export { CertificateValidationPage as Component };
