/**
 * My account widget (Elementor Pro's "My Account", §2 shop widgets): the account page's navigation and
 * tabs (AccountTabs). In the editor a sample customer's account whose navigation switches the visible tab
 * in place (component.tsx). A builder page is rendered once for every visitor, so it cannot hold a
 * customer's account: visitors get the way to /mi-cuenta/, which renders the same tabs.
 */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { AccountPreview } from './component.js';

export const myAccount = defineWidget({
  type: 'my-account',
  label: 'Mi cuenta',
  settings: z.object({}).strict(),
  render: function MyAccountWidget() {
    const { editing } = useRenderContext();
    return (
      <div className="w w-my-account">
        {editing ? (
          <AccountPreview />
        ) : (
          <a className="btn" href="/mi-cuenta/">
            Ir a Mi cuenta
          </a>
        )}
      </div>
    );
  },
});
