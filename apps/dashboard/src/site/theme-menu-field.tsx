/**
 * The theme's menu: entries with a label and a link, each with one level of sub-entries; added, removed
 * and moved up or down. Errors show beside the input they are about (`menu.1.children.0.href`).
 */
import { ItemTools } from '../components/item-tools.js';
import { moveItem } from '../components/move-item.js';
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';
import type { FieldErrors } from '../validation.js';
import { type MenuEntryDraft, type MenuLinkDraft, newMenuEntry, newMenuLink } from './menu-draft.js';

/** The schema's limits: 12 entries, 12 sub-entries each. */
const MAX_ENTRIES = 12;

function LinkInputs({
  link,
  path,
  name,
  errors,
  onChange,
}: {
  link: MenuLinkDraft;
  path: string;
  /** The entry's name in the labels, e.g. "Entry 2" or "Entry 2, sub-entry 1". */
  name: string;
  errors: FieldErrors;
  onChange(patch: Partial<MenuLinkDraft>): void;
}) {
  const t = useT();
  return (
    <div className="grid-2">
      <TextField
        label={t('siteSettings.menuLabel', { name })}
        maxLength={60}
        value={link.label}
        error={errors[`${path}.label`]}
        onChange={(e) => onChange({ label: e.target.value })}
      />
      <TextField
        label={t('siteSettings.menuLink', { name })}
        hint={t('siteSettings.menuLinkHint')}
        maxLength={500}
        spellCheck={false}
        value={link.href}
        error={errors[`${path}.href`]}
        onChange={(e) => onChange({ href: e.target.value.trim() })}
      />
    </div>
  );
}

export function ThemeMenuField({
  menu,
  errors,
  onChange,
}: {
  menu: MenuEntryDraft[];
  errors: FieldErrors;
  onChange(menu: MenuEntryDraft[]): void;
}) {
  const t = useT();
  const setEntry = (index: number, patch: Partial<MenuEntryDraft>) =>
    onChange(menu.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  return (
    <>
      <p className="hint">{t('siteSettings.menuHint')}</p>
      {errors.menu ? <p className="field-error">{t('siteSettings.menuError', { message: errors.menu })}</p> : null}
      <ol className="blocks">
        {menu.map((entry, i) => {
          const name = t('siteSettings.entry', { n: i + 1 });
          const path = `menu.${i}`;
          return (
            <li key={entry.key} className="block">
              <div className="block-head">
                <h3>{entry.label.trim() || name}</h3>
                <ItemTools
                  name={t('siteSettings.menuEntry', { n: i + 1 })}
                  index={i}
                  count={menu.length}
                  onMove={(from, to) => onChange(moveItem(menu, from, to))}
                  onRemove={() => onChange(menu.filter((_, j) => j !== i))}
                />
              </div>
              {errors[path] ? <p className="field-error">{errors[path]}</p> : null}
              <LinkInputs link={entry} path={path} name={name} errors={errors} onChange={(p) => setEntry(i, p)} />
              {errors[`${path}.children`] ? (
                <p className="field-error">
                  {t('siteSettings.subEntriesError', { message: errors[`${path}.children`] ?? '' })}
                </p>
              ) : null}
              {entry.children.length > 0 ? (
                <ol
                  className="menu-children"
                  aria-label={t('siteSettings.subEntriesOf', { name: entry.label.trim() || name })}
                >
                  {entry.children.map((child, j) => {
                    const childName = t('siteSettings.childName', { name, n: j + 1 });
                    const childPath = `${path}.children.${j}`;
                    const setChildren = (children: MenuLinkDraft[]) => setEntry(i, { children });
                    return (
                      <li key={child.key}>
                        <div className="block-head">
                          <span>{child.label.trim() || t('siteSettings.subEntry', { n: j + 1 })}</span>
                          <ItemTools
                            name={t('siteSettings.subEntryOf', { n: j + 1, entry: i + 1 })}
                            index={j}
                            count={entry.children.length}
                            onMove={(from, to) => setChildren(moveItem(entry.children, from, to))}
                            onRemove={() => setChildren(entry.children.filter((_, k) => k !== j))}
                          />
                        </div>
                        {errors[childPath] ? <p className="field-error">{errors[childPath]}</p> : null}
                        <LinkInputs
                          link={child}
                          path={childPath}
                          name={childName}
                          errors={errors}
                          onChange={(p) => setChildren(entry.children.map((c, k) => (k === j ? { ...c, ...p } : c)))}
                        />
                      </li>
                    );
                  })}
                </ol>
              ) : null}
              <button
                type="button"
                disabled={entry.children.length >= MAX_ENTRIES}
                onClick={() => setEntry(i, { children: [...entry.children, newMenuLink()] })}
              >
                {t('siteSettings.addSubEntry')}
                <span className="sr-only"> {t('siteSettings.toEntry', { n: i + 1 })}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" disabled={menu.length >= MAX_ENTRIES} onClick={() => onChange([...menu, newMenuEntry()])}>
        {t('siteSettings.addEntry')}
      </button>
      {menu.length >= MAX_ENTRIES ? <p className="hint">{t('siteSettings.maxEntries', { max: MAX_ENTRIES })}</p> : null}
    </>
  );
}
