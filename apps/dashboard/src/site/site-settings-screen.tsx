/**
 * Website settings: where the website answers, its look and menu (the theme), and its domains. Shown
 * under RequireSite, so the account has its website here.
 */
import { tElements, useT } from '../i18n/i18n.js';
import { DomainsSection } from './domains-section.js';
import { useSite } from './require-site.js';
import { ThemeForm } from './theme-form.js';

export function SiteSettingsScreen() {
  const t = useT();
  const site = useSite();
  return (
    <>
      <h1>{t('nav.websiteSettings')}</h1>
      <p>
        {tElements('siteSettings.liveAt', {
          name: site.name,
          url: (
            <a key="url" className="url" href={site.url} target="_blank" rel="noopener">
              {site.url}
            </a>
          ),
        })}
      </p>
      <ThemeForm site={site} />
      <DomainsSection site={site} />
    </>
  );
}
