import { type AccessCodeCreateResponse, type AccessCodeKind, accessCodeUrl, formatDateTime } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginFailure } from '../../lib/login-failure.ts';
import { loginFailure } from '../../lib/login-failure.ts';
import { usePlatform } from '../../lib/platform.ts';
import { createAccessCodes, institutionsQuery } from './api/sign-in.ts';
import { FailureAlert } from './components/failure-alert.tsx';
import { SIGN_IN_NAMESPACE } from './sign-in-strings.ts';

/** A card of the printed sheet: the QR code of the access-code address, the name and the typed code. */
function CodeCard({ business, name, code }: { business: string; name: string; code: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    void QRCode.toDataURL(accessCodeUrl(window.location.origin, business, code), { margin: 1, width: 180 }).then(
      setImage,
    );
  }, [business, code]);
  return (
    <li className="flex break-inside-avoid flex-col items-center gap-2 rounded-lg border border-gray-300 p-3 text-center">
      {image && <img src={image} alt={`QR Code de ${name}`} width={180} height={180} />}
      <p className="font-semibold text-title">{name}</p>
      <p className="font-mono tracking-widest">{code}</p>
    </li>
  );
}

/** The teacher's printable sheet of access codes for one of their classrooms. */
export function AccessCodesScreen() {
  const { t } = useTranslation(SIGN_IN_NAMESPACE);
  const { business } = usePlatform();
  const id = useId();
  const { data } = useQuery(institutionsQuery('teachers'));
  const classrooms = (data?.institutions ?? []).flatMap((school) => school.classrooms);
  const [classroomId, setClassroomId] = useState('');
  const [kind, setKind] = useState<AccessCodeKind>('students');
  const [sheet, setSheet] = useState<AccessCodeCreateResponse | null>(null);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const selected = classroomId || classrooms[0]?.id || '';

  async function generate() {
    setFailure(null);
    try {
      setSheet(await createAccessCodes(selected, kind));
    } catch (error) {
      setFailure(loginFailure(error));
    }
  }

  return (
    <section className="flex flex-col gap-4">
      <h1 className="type-title text-title">{t('accessCodes.title')}</h1>
      <p className="text-subtitle print:hidden">{t('accessCodes.intro')}</p>
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-classroom`} className="font-semibold">
            {t('accessCodes.classroom')}
          </label>
          <select
            id={`${id}-classroom`}
            value={selected}
            onChange={(event) => setClassroomId(event.target.value)}
            className="rounded-lg border border-gray-300 px-3 py-2"
          >
            {classrooms.map((classroom) => (
              <option key={classroom.id} value={classroom.id}>
                {classroom.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-kind`} className="font-semibold">
            {t('accessCodes.kind')}
          </label>
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(event) => setKind(event.target.value as AccessCodeKind)}
            className="rounded-lg border border-gray-300 px-3 py-2"
          >
            <option value="students">{t('accessCodes.students')}</option>
            <option value="class_access">{t('accessCodes.classAccess')}</option>
          </select>
        </div>
        <button
          type="button"
          disabled={!selected}
          onClick={() => void generate()}
          className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-on-primary hover:bg-dark disabled:opacity-70"
        >
          {t('accessCodes.generate')}
        </button>
        {sheet && (
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded-lg border border-primary px-5 py-2.5 font-semibold text-primary"
          >
            {t('accessCodes.print')}
          </button>
        )}
      </div>
      {failure && <FailureAlert failure={failure} />}
      {sheet && (
        <>
          <p className="text-subtitle">
            {sheet.classroom_name} · {t('accessCodes.validUntil')} {formatDateTime(sheet.expires_at)}
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {sheet.codes.map((entry) => (
              <CodeCard key={entry.user_id} business={business} name={entry.name} code={entry.code} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default AccessCodesScreen;
