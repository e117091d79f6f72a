/** Theme footer: the clinic's contact data and a medical-information note. */
import type { SiteInfo } from './site.js';

export function Footer({ site }: { site: SiteInfo }) {
  return (
    <footer className="site-footer">
      <div className="wrap footer-grid">
        <div>
          <p className="footer-title">{site.name}</p>
          <p>{site.tagline}</p>
        </div>
        <div>
          <p className="footer-title">Contacto</p>
          <p>{site.footer.address}</p>
          <p>{`Teléfono: ${site.footer.phone}`}</p>
          <p>{site.footer.hours}</p>
        </div>
        <p className="footer-note">{site.footer.note}</p>
      </div>
    </footer>
  );
}
