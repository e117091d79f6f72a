/**
 * Current member status on the host site (spec §6, §7 "GET current member"):
 * the visitor's browser asks a path on the host site, with the site's cookies,
 * so the answer never passes through the display service. A 2xx answer means a
 * member unless its JSON body says `"member": false`; any other status, or a
 * network failure, means not a member.
 */

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

export async function fetchMember(path: string, get: Fetcher = fetch): Promise<boolean> {
  try {
    const res = await get(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!res.ok) return false;
    const text = await res.text();
    try {
      return (JSON.parse(text) as { member?: unknown } | null)?.member !== false;
    } catch {
      // Not JSON (an account page, say): the 2xx alone says the visitor is signed in.
      return true;
    }
  } catch {
    return false;
  }
}

/** One request per path and page, however many pop-ups ask. */
const answers = new Map<string, Promise<boolean>>();
export function memberStatus(path: string, get?: Fetcher): Promise<boolean> {
  let p = answers.get(path);
  if (!p) {
    p = fetchMember(path, get);
    answers.set(path, p);
  }
  return p;
}

export const memberHolds = (show: 'members' | 'non_members', member: boolean): boolean =>
  member === (show === 'members');
