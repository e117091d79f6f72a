/** Form widget (§3 Form): fields, steps with indicators or a progress bar, uploads and the anti-spam proof of work. */
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { Island } from '../../render/island.js';
import { MultiStepForm } from './component.js';
import { formSettings } from './schema.js';

export const form = defineWidget({
  type: 'form',
  label: 'Formulario',
  settings: formSettings,
  render: function FormWidget({ id, settings }) {
    const ctx = useRenderContext();
    // The recipient and subject stay on the server: island props are readable in the page's source.
    const { emailTo: _to, emailSubject: _subject, ...visible } = settings;
    const props = {
      id,
      pageId: ctx.page.id,
      settings: visible,
      captchaWorkerUrl: `${ctx.assetBase}/islands/captcha-worker.js`,
      ...(ctx.data.recaptchaSiteKey ? { recaptchaSiteKey: ctx.data.recaptchaSiteKey } : {}),
    };
    return (
      <div className="w w-form">
        <Island name="form" component={MultiStepForm} props={props} />
      </div>
    );
  },
  css: `.fm{display:grid;gap:1rem;transition:opacity .1s}.fm.is-waiting{opacity:.45;transition:opacity .5s}
.fm-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.fm-step{border:0;margin:0;padding:0;min-width:0}.fm-step[hidden]{display:none}
.fm-legend{font-weight:700;font-size:1.15rem;margin-bottom:.6rem;padding:0}
.fm-fields{display:grid;gap:.9rem}.fm-field{display:grid;gap:.3rem;border:0;margin:0;padding:0;min-width:0}
.fm-label{font-weight:600;padding:0}.fm-req{color:#a3261f}
.fm input:not([type=checkbox]):not([type=radio]),.fm select,.fm textarea{font:inherit;padding:.55rem .7rem;border:1px solid #5f6b6b;border-radius:6px;background:#fff;color:#1d2626;width:100%;box-sizing:border-box;min-height:44px}
.fm input:focus-visible,.fm select:focus-visible,.fm textarea:focus-visible,.fm-btn:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
.fm [aria-invalid=true]{border-color:#a3261f}
.fm-option{display:flex;gap:.5rem;align-items:center;min-height:32px}.fm-option input{width:1.2rem;height:1.2rem}
.fm-hint{margin:0;font-size:.85rem;color:#4a5555}.fm-error{margin:0;color:#a3261f;font-size:.9rem;font-weight:600}
.fm-buttons{display:flex;gap:.6rem;flex-wrap:wrap;margin-top:1rem}.fm-full .fm-buttons .fm-btn{flex:1}
.fm-btn{font:inherit;font-weight:600;min-height:44px;padding:.6rem 1.3rem;border-radius:6px;border:2px solid var(--primary);background:var(--primary);color:#fff;cursor:pointer;display:inline-flex;align-items:center;gap:.5rem;justify-content:center}
.fm-btn-secondary{background:#fff;color:var(--primary)}.fm-btn[disabled]{cursor:progress}
.fm-sending{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.fm-spinner{width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:fm-spin .8s linear infinite}
@keyframes fm-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.fm,.fm.is-waiting{transition:none}.fm-spinner{animation-duration:2s}}
.fm-steps{list-style:none;margin:0;padding:0;display:flex;gap:.5rem;flex-wrap:wrap;counter-reset:s}
.fm-ind{display:flex;align-items:center;gap:.4rem;color:#4a5555;font-size:.95rem}
.fm-ind-mark{display:inline-flex;align-items:center;justify-content:center;width:2rem;height:2rem;border:2px solid currentColor;font-weight:700}
.fm-shape-circle .fm-ind-mark{border-radius:50%}.fm-shape-rounded .fm-ind-mark{border-radius:8px}.fm-shape-none .fm-ind-mark{border-color:transparent}
.fm-ind-active{color:var(--primary);font-weight:700}.fm-ind-completed{color:var(--primary)}.fm-ind-completed .fm-ind-mark{background:var(--primary);color:#fff;border-color:var(--primary)}
.fm-ind:not(:last-child)::after{content:"";width:1.5rem;height:2px;background:#9aa5a5}
.fm-progress{position:relative;height:1.6rem;border-radius:999px;background:var(--primary-tint);overflow:hidden}
.fm-progress-meter{height:100%;width:var(--e-form-steps-indicator-progress-meter-width,0);background:var(--primary);transition:width .3s}
.fm-progress-text{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:.85rem;color:#1d2626;mix-blend-mode:normal}
.fm-message{margin:0;padding:.8rem 1rem;border-radius:8px;font-weight:600}
.fm-message-success{background:#e6f4ef;color:#0d4a3a}.fm-message-error{background:#fbeceb;color:#8a1f19}
.fm-captcha{margin-top:1rem;display:grid;gap:.3rem;font-size:.9rem;color:#4a5555}
.fm-captcha progress{width:100%;max-width:18rem;height:.5rem;accent-color:var(--primary)}`,
});
