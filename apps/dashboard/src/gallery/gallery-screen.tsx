/**
 * The template gallery (lazy chunk), the first step of a new pop-up: a card
 * per template with its name, its type and a small live preview drawn by the
 * builder's own preview (the widget's renderer), a filter by type, and "Use
 * this template", which creates the pop-up from the template and opens it in
 * the builder.
 */
import { designDocumentSchema, type PopupType } from '@beckon/popup-schema';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PreviewFrame } from '../builder/preview-frame.js';
import { type MessageId, useT } from '../i18n/i18n.js';
import { useCreatePopup } from '../popups/popups-queries.js';
import { typeName } from '../popups/type-names.js';
import { type PopupTemplate, TEMPLATE_TYPES, TEMPLATES } from '../templates/templates.js';
import { dashboardLanguage, popupFromTemplate, templateIn } from './from-template.js';

const GALLERY_CSS =
  '.template-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:1rem;margin:1rem 0;padding:0;list-style:none}' +
  '.template-card{display:flex;flex-direction:column;height:100%;padding:.75rem 1rem 1rem;background:#fff;border:1px solid #d0d7de;border-radius:8px}' +
  '.template-card h2{margin:0;font-size:1.05rem}.template-card .preview{margin:.5rem 0}.template-preview{min-height:180px}' +
  '.template-card p{margin:.25rem 0;color:#57606a;font-size:.9rem}.template-card button{margin-top:auto}' +
  '.gallery-tools{display:flex;flex-wrap:wrap;align-items:end;gap:1rem}';

/** Type filter: "all" or one type the gallery has templates of. */
function filterTemplates(templates: readonly PopupTemplate[], type: PopupType | 'all'): PopupTemplate[] {
  return templates.filter((t) => type === 'all' || t.popup.poptin_type === type);
}

/**
 * True once the element comes within a screen of the viewport, and from then on: each preview is a live
 * renderer, so a card draws its preview only when the owner scrolls near it, not all of them at once.
 */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

function TemplateCard({ template, onUse, busy }: { template: PopupTemplate; onUse: () => void; busy: boolean }) {
  const t = useT();
  const headingId = useId();
  const { ref, near } = useNearViewport();
  const { poptin_type: type, poptin_format: format = 1 } = template.popup;
  // The preview shows the pop-up "Use this template" makes: its texts in the dashboard's language.
  const language = dashboardLanguage();
  const design = useMemo(
    () =>
      near
        ? designDocumentSchema.parse({
            ...templateIn(template, language).design,
            poptin_id: '0000000000000',
            version: 1,
          })
        : null,
    [template, near, language],
  );
  const mobile = type === 'mobile';
  // Each template's name and description are in the catalogues by its id (templates.test.ts checks them).
  const name = t(`gallery.template.${template.id}.name` as MessageId);
  const description = t(`gallery.template.${template.id}.description` as MessageId);
  return (
    <li>
      <article className="template-card" aria-labelledby={headingId}>
        <h2 id={headingId}>{name}</h2>
        <p>{typeName(type)}</p>
        <div ref={ref} className="template-preview">
          {design ? (
            <PreviewFrame
              design={design}
              type={type}
              format={format}
              name={name}
              isMobile={mobile}
              screen="main"
              width={mobile ? 390 : 1280}
              height={mobile ? 700 : 800}
              label={mobile ? t('gallery.onAPhone390') : t('gallery.onADesktop1280')}
            />
          ) : null}
        </div>
        <p>{description}</p>
        <button type="button" className="primary" onClick={onUse} disabled={busy}>
          {t('gallery.useThisTemplate')}
          <span className="sr-only"> {t('gallery.for', { name })}</span>
        </button>
      </article>
    </li>
  );
}

export function GalleryScreen() {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreatePopup();
  const [type, setType] = useState<PopupType | 'all'>('all');
  const filterId = useId();
  const shown = filterTemplates(TEMPLATES, type);

  const use = (template: PopupTemplate) => {
    create.mutate(popupFromTemplate(template, window.location.origin), {
      onSuccess: (answer) => {
        if (answer) void navigate(`/popups/${answer.poptin_id}`, { state: { created: true } });
      },
    });
  };

  return (
    <>
      <style>{GALLERY_CSS}</style>
      <div className="screen-head">
        <h1>{t('popups.fromTemplate')}</h1>
        <Link to="/popups/new">{t('gallery.startFromABlank')}</Link>
      </div>
      <div className="gallery-tools">
        <label htmlFor={filterId}>
          {t('popups.col.type')}{' '}
          <select id={filterId} value={type} onChange={(e) => setType(e.target.value as PopupType | 'all')}>
            <option value="all">{t('gallery.allTypes', { length: TEMPLATES.length })}</option>
            {TEMPLATE_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeName(t)} ({filterTemplates(TEMPLATES, t).length})
              </option>
            ))}
          </select>
        </label>
        <span role="status">
          {create.isPending ? t('gallery.creatingYourPopUp') : t('gallery.shownCount', { count: shown.length })}
        </span>
      </div>
      {create.error ? (
        <p className="form-error" role="alert">
          {create.error.message}
        </p>
      ) : null}
      <ul className="template-grid" aria-label={t('gallery.templates')}>
        {shown.map((t) => (
          <TemplateCard key={t.id} template={t} onUse={() => use(t)} busy={create.isPending} />
        ))}
      </ul>
    </>
  );
}
