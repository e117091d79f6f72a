/**
 * What the form rules need from outside the main bundle (spec §4 "Email and
 * phone validation libraries load lazily; the submit button shows a loading
 * state until ready"): the phone library, imported only when the form has a
 * phone field (its dial codes prefix every country's numbers, §5; its check
 * validates international ones), and the business-email blocklist, fetched only
 * when an email field is in a business mode.
 */
import type { FormField } from '@beckon/popup-schema';
import { useEffect, useState } from 'react';
import type { ValidationContext } from '../rules/field-validation.js';
import { checkPhoneBasic } from '../rules/phone-rules.js';
import { fail, OK } from '../rules/rule-result.js';
import type { DialCodeLookup } from './form-values.js';

type IntlPhone = NonNullable<ValidationContext['intlPhone']>;

export interface ValidationDeps {
  ready: boolean;
  intlPhone?: IntlPhone;
  /** Dial codes for phone normalisation; '' for every country when the library could not load. */
  dialCode: DialCodeLookup;
  businessBlocklist?: ReadonlySet<string>;
}

/** If the library chunk fails to load, the basic rule keeps the form usable. */
const basicFallback: IntlPhone = (value, _country, required) =>
  value.trim() === '' ? (required ? fail('phoneInvalid') : OK) : checkPhoneBasic(value);

function needsIntlPhone(fields: readonly FormField[]): boolean {
  return fields.some((f) => (f.type === 'phone' || f.type === 'tel') && f.phone_validation === 'international');
}

/** Any phone field needs the library: its numbers are sent with the country's dial code. */
function needsPhoneLibrary(fields: readonly FormField[]): boolean {
  return fields.some((f) => f.type === 'phone' || f.type === 'tel');
}

const noDialCode: DialCodeLookup = () => '';

function needsBusinessList(fields: readonly FormField[]): boolean {
  return fields.some(
    (f) => f.type === 'email' && (f.email_validation === 'business-email' || f.email_validation === 'typos-business'),
  );
}

export function useValidationDeps(fields: readonly FormField[], serviceOrigin: string): ValidationDeps {
  const wantPhone = needsPhoneLibrary(fields);
  const wantList = needsBusinessList(fields);
  const [phone, setPhone] = useState<{ check: IntlPhone; dialCode: DialCodeLookup }>();
  const [blocklist, setBlocklist] = useState<ReadonlySet<string>>();

  useEffect(() => {
    if (!wantPhone) return;
    let live = true;
    import('../rules/phone-international.js')
      .then(
        (m) => ({ check: m.checkPhoneInternational, dialCode: m.callingCodeFor }),
        () => ({ check: basicFallback, dialCode: noDialCode }),
      )
      .then((loaded) => {
        if (live) setPhone(loaded);
      });
    return () => {
      live = false;
    };
  }, [wantPhone]);

  useEffect(() => {
    if (!wantList) return;
    let live = true;
    fetch(`${serviceOrigin}/api/display/validation/email-domains`)
      .then((r) => (r.ok ? (r.json() as Promise<{ domains?: unknown }>) : { domains: [] }))
      .then((body) => (Array.isArray(body.domains) ? body.domains.filter((d) => typeof d === 'string') : []))
      // A failed list must not cost the owner a lead: every domain is then accepted.
      .catch(() => [])
      .then((domains: string[]) => {
        if (live) setBlocklist(new Set(domains.map((d) => d.toLowerCase())));
      });
    return () => {
      live = false;
    };
  }, [wantList, serviceOrigin]);

  return {
    ready: (!wantPhone || phone !== undefined) && (!wantList || blocklist !== undefined),
    intlPhone: needsIntlPhone(fields) ? phone?.check : undefined,
    dialCode: phone?.dialCode ?? noDialCode,
    businessBlocklist: blocklist,
  };
}
