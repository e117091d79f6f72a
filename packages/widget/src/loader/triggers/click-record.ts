/**
 * The record of a click-launched pop-up the page's display answer lacks (page.ts `openPopup`), fetched from
 * the service: only one of this loader's account (the service answers 404 for another's), with this viewer's
 * view token. In the rarer triggers' chunk: most clicks open a pop-up the answer already carries.
 */
import type { DisplayResponse, PopupRecord } from '@beckon/popup-schema';
import { getJson } from '../http';
import { log } from '../log';
import type { Page } from '../show';

export async function clickRecord(page: Page, id: string): Promise<PopupRecord | undefined> {
  try {
    const res = await getJson<Pick<DisplayResponse, 'display' | 'poptins'>>(
      `${page.origin}/api/display/click/${id}?client_id=${page.clientId}&viewer_id=${page.ctx.viewerId}`,
    );
    return res.display === 'allowed' ? res.poptins.find((p) => p.poptin_id === id) : undefined;
  } catch (e) {
    log('click', id, e);
  }
}
