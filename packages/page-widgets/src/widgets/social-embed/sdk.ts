/**
 * The social network's SDK (§7 call 5): a script from the network's host in the page's language, initialised
 * with the site's app id at version v2.10, then asked to parse the embeds (§4 social: loading, loaded, parsed).
 * Loaded once per page, and only after the visitor consented (the component calls it then).
 */
export const FACEBOOK_SDK_VERSION = 'v2.10';

/** The SDK's locale for the page's language: the site is Spanish; English pages get the English SDK. */
export function sdkLocale(pageLang: string): string {
  return /^en\b/i.test(pageLang) ? 'en_US' : 'es_ES';
}

export function facebookSdkUrl(locale: string): string {
  return `https://connect.facebook.net/${locale}/sdk.js`;
}

interface FacebookSdk {
  init(options: { appId?: string; xfbml: boolean; version: string }): void;
  XFBML: { parse(element?: Element): void };
}

type SdkWindow = Window & { FB?: FacebookSdk; fbAsyncInit?: () => void };

let loading: Promise<FacebookSdk> | null = null;

/** Loads and initialises the SDK once; a failed load is forgotten so a later consent can try again. */
export function loadFacebookSdk(appId: string | undefined): Promise<FacebookSdk> {
  loading ??= new Promise<FacebookSdk>((resolve, reject) => {
    const w = window as SdkWindow;
    w.fbAsyncInit = () => {
      const fb = w.FB;
      if (!fb) return reject(new Error('the Facebook SDK loaded without FB'));
      fb.init({ ...(appId ? { appId } : {}), xfbml: false, version: FACEBOOK_SDK_VERSION });
      resolve(fb);
    };
    const script = document.createElement('script');
    script.src = facebookSdkUrl(sdkLocale(document.documentElement.lang));
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error(`could not load ${script.src}`));
    };
    document.head.append(script);
  });
  return loading;
}
