// The phone library (libphonenumber-js with its `min` metadata, about 28 KB gzipped) is too big for the public entry
// budget, and only the two contact steps and the submit need it: it is fetched once, when one of them first does.
import { useEffect, useMemo, useState } from 'react';
import type { PhoneCheck } from '@tutoring/common';
import { useAppSelector } from '../../lib/hooks';
import { loadOnce } from '../../lib/loadOnce';
import { selectPhoneRegion } from '../config';

type PhoneRules = typeof import('@tutoring/common/phone');

const phoneRules = loadOnce<PhoneRules>(() => import('@tutoring/common/phone'));

/** The phone rules, fetched on first use; a failed fetch is tried again next time. */
export const loadPhoneRules = phoneRules.load;

/** Until the rules arrive (or if they cannot), any number passes here: the server checks it again either way. */
export const ANY_PHONE: PhoneCheck = () => true;

/** The check for the configured region (PHONE_REGION), for a step's schema. */
export function usePhoneCheck(): PhoneCheck {
  const region = useAppSelector(selectPhoneRegion);
  // Already there when a later step mounts: no moment with any number passing.
  const [rules, setRules] = useState<PhoneRules | undefined>(phoneRules.loaded);
  useEffect(() => {
    let mounted = true;
    loadPhoneRules().then(
      (loaded) => mounted && setRules(loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return useMemo(() => (rules ? rules.phoneCheckFor(region) : ANY_PHONE), [rules, region]);
}
