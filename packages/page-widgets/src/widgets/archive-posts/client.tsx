/**
 * Archive posts on the visitor's page: `?theme_template_id=<id>` scrolls the archive item of that
 * id (`[data-template-id]` inside an archive widget) into view, centred, over the notices' 1000 ms
 * (a jump when reduced motion is asked for). Only digits are looked up, so the query never becomes
 * a selector of the visitor's making.
 */
import { scrollNoticeIntoView } from '../../shop/notice-scroll.js';

const id = new URLSearchParams(location.search).get('theme_template_id');
const target = id && /^\d{1,9}$/.test(id) ? document.querySelector(`.w-archive [data-template-id="${id}"]`) : null;
if (target) scrollNoticeIntoView(target);
