import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HorizontalScroller } from '../../components/ui/horizontal-scroller.tsx';
import { useBanners } from './api/preferences.ts';
import { PROFILE_NAMESPACE } from './profile-strings.ts';

/** The banners of the student's dashboard home (GET /students/dashboard-banners), each leading where its link says. */
export default function DashboardBanners() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const { data } = useBanners();
  const banners = data?.banners ?? [];
  if (banners.length === 0) return null;
  return (
    <HorizontalScroller
      label={t('banners.label')}
      trackClassName="flex snap-x snap-mandatory scroll-px-1 gap-4 p-1 pb-2"
      arrows
    >
      {banners.map((banner) => {
        const body = (
          <>
            {banner.image_url && (
              <img src={banner.image_url} alt="" className="mb-3 h-28 w-full rounded-md object-cover" />
            )}
            <p className="text-lg font-bold">{banner.title}</p>
            {banner.description && <p className="text-white/90">{banner.description}</p>}
          </>
        );
        const look =
          'block w-72 max-w-[85%] shrink-0 snap-start rounded-xl bg-gradient-to-br from-primary to-dark p-5 text-white shadow';
        // A screen of this app opens in place; another site in a new tab, so the dashboard stays.
        if (banner.link_url && /^\/(?!\/)/.test(banner.link_url)) {
          return (
            <Link key={banner.id} to={banner.link_url} className={`${look} hover:brightness-110`}>
              {body}
            </Link>
          );
        }
        return banner.link_url ? (
          <a
            key={banner.id}
            href={banner.link_url}
            target="_blank"
            rel="noreferrer"
            className={`${look} hover:brightness-110`}
          >
            {body}
          </a>
        ) : (
          <article key={banner.id} className={look}>
            {body}
          </article>
        );
      })}
    </HorizontalScroller>
  );
}
