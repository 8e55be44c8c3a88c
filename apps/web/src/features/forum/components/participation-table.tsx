import { useTranslation } from 'react-i18next';
import { useForumParticipation } from '../api/forum-participation.ts';
import { FORUM_NAMESPACE } from '../forum-strings.ts';

/** Comments, applause received and reached purposes per student (educators). */
export function ParticipationTable({ activity }: { activity: string }) {
  const { t } = useTranslation(FORUM_NAMESPACE);
  const participation = useForumParticipation(activity);
  const rows = participation.data ?? [];
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold text-title">{t('participation.title')}</h2>
      {rows.length === 0 ? (
        <p className="text-subtitle">{t('participation.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-gray-200 text-subtitle">
              <tr>
                <th className="p-2">{t('participation.student')}</th>
                <th className="p-2 text-right">{t('participation.comments')}</th>
                <th className="p-2 text-right">{t('participation.applause')}</th>
                <th className="p-2 text-right">{t('participation.reached')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.student_id} className="border-b border-gray-100 last:border-0">
                  <td className="p-2">{row.name}</td>
                  <td className="p-2 text-right">{row.total_comments}</td>
                  <td className="p-2 text-right">{row.total_applause}</td>
                  <td className="p-2 text-right">{row.reached_purpose}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
