/**
 * Website settings: where the website answers, its look and menu (the theme), and its domains. Shown
 * under RequireSite, so the account has its website here.
 */
import { DomainsSection } from './domains-section.js';
import { useSite } from './require-site.js';
import { ThemeForm } from './theme-form.js';

export function SiteSettingsScreen() {
  const site = useSite();
  return (
    <>
      <h1>Website settings</h1>
      <p>
        {site.name} is live at{' '}
        <a className="url" href={site.url} target="_blank" rel="noopener">
          {site.url}
        </a>
        .
      </p>
      <ThemeForm site={site} />
      <DomainsSection site={site} />
    </>
  );
}
