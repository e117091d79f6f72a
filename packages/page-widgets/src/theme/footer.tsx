/**
 * Theme footer: the site's name and tagline, its contact lines and a closing
 * note, all from the site's theme. A line the site left empty is left out,
 * and the contact column with it when it has none.
 */
import type { SiteInfo } from './site.js';

export function Footer({ site }: { site: SiteInfo }) {
  const { address, phone, hours, note } = site.footer;
  const contact = [
    { key: 'address', line: address },
    { key: 'phone', line: phone.trim() ? `Teléfono: ${phone}` : '' },
    { key: 'hours', line: hours },
  ].filter(({ line }) => line.trim() !== '');
  return (
    <footer className="site-footer">
      <div className="wrap footer-grid">
        <div>
          <p className="footer-title">{site.name}</p>
          {site.tagline.trim() ? <p>{site.tagline}</p> : null}
        </div>
        {contact.length > 0 ? (
          <div>
            <p className="footer-title">Contacto</p>
            {contact.map(({ key, line }) => (
              <p key={key}>{line}</p>
            ))}
          </div>
        ) : null}
        {note.trim() ? <p className="footer-note">{note}</p> : null}
      </div>
    </footer>
  );
}
