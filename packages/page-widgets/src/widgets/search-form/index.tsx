/**
 * Search form widget (§2 search form skins): `classic` (input and button, a
 * highlight while focused), `minimal` (a magnifier icon that is the input's
 * label, so a click on it focuses the input with no script) and `full_screen`
 * (a toggle opening the form over the whole page: the one island). Every skin
 * searches the shop's products (form.tsx).
 */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { Island } from '../../render/island.js';
import { FullScreenSearch } from './component.js';
import { SearchFields, SearchIcon } from './form.js';

const settings = z
  .object({
    skin: z.enum(['classic', 'minimal', 'full_screen']).default('classic'),
    placeholder: z.string().max(80).default('Buscar productos…'),
    /** Text of the submit button (classic and full_screen; the minimal skin submits on Enter). */
    buttonText: z.string().min(1).max(40).default('Buscar'),
  })
  .strict();

export const searchForm = defineWidget({
  type: 'search-form',
  label: 'Formulario de búsqueda',
  settings,
  render: function SearchFormWidget({ id, settings: s }) {
    const { editing } = useRenderContext();
    const inputId = `${id}-q`;
    return (
      <div className={`w w-search w-search--${s.skin}`}>
        {s.skin === 'full_screen' ? (
          <Island
            name="search-form"
            component={FullScreenSearch}
            props={{ id, placeholder: s.placeholder, buttonText: s.buttonText }}
          />
        ) : s.skin === 'minimal' ? (
          <SearchFields
            inputId={inputId}
            placeholder={s.placeholder}
            buttonText={null}
            editing={editing}
            before={
              <label className="search-label-icon" htmlFor={inputId}>
                <SearchIcon />
                <span className="sr-only">Buscar productos</span>
              </label>
            }
          />
        ) : (
          <SearchFields inputId={inputId} placeholder={s.placeholder} buttonText={s.buttonText} editing={editing} />
        )}
      </div>
    );
  },
  css: `.search-form{display:flex;align-items:stretch;max-width:40rem;border:1px solid #8a9ba6;border-radius:6px;background:#fff;color:var(--headings);transition:border-color .2s,box-shadow .2s}
.search-form:focus-within{border-color:var(--primary);box-shadow:0 0 0 3px rgba(var(--primary-rgb),.35)}
.search-input{flex:1;min-width:0;border:0;margin:0;padding:.65rem .8rem;font:inherit;background:transparent;color:inherit}
.search-input:focus{outline:none}.search-input::placeholder{color:#5b6b75}
.search-submit{border:0;margin:0;padding:0 1.1rem;background:var(--primary);color:#fff;font:inherit;font-weight:600;cursor:pointer;border-radius:0 5px 5px 0}
.search-submit:hover{background:var(--primary-dark)}.search-submit:focus-visible{outline:2px solid var(--headings);outline-offset:2px}
.search-label-icon{display:flex;align-items:center;padding:0 .1rem 0 .75rem;color:#4a5d69;cursor:text}
.search-icon{flex:none;display:block}
.search-toggle{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:1px solid #8a9ba6;border-radius:50%;background:#fff;color:var(--headings);cursor:pointer}
.search-toggle:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
.search-fs{position:fixed;inset:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;background:rgba(16,35,47,.94);color:#fff}
.search-fs[open]{display:flex;align-items:center;justify-content:center}.search-fs::backdrop{background:transparent}
.search-fs-panel{width:min(90vw,44rem)}.search-fs .search-form{max-width:none;font-size:1.25rem}
.search-fs-close{position:fixed;top:1rem;right:1rem;width:48px;height:48px;padding:0;border:0;border-radius:50%;background:transparent;color:#fff;font-size:2.25rem;line-height:1;cursor:pointer}
.search-fs-close:focus-visible{outline:3px solid #fff}`,
});
