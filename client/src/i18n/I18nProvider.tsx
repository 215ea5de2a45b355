import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { localeOf, type CatalogueReview, type LocaleCode, type Translate } from '@tutoring/common';
import { LOCALE_STORAGE_KEY } from './initialLocale';
import { rememberLocaleCookie } from './localeCookie';
import { loadLocale, type LoadedLocale } from './loadLocale';

interface I18nContextValue extends LoadedLocale {
  /** loads the language's catalogue, then switches every screen to it and remembers it */
  choose: (code: LocaleCode) => Promise<void>;
}

const I18nContext = createContext<I18nContextValue | null>(null);

// The server's prerender (client/src/prerender) runs no effects; React warns about a layout effect there.
const useDocumentEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

function remember(code: LocaleCode) {
  rememberLocaleCookie(code);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, code);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this visit only.
  }
}

/** Holds the active language; `<html lang dir>` follow it, so screen readers and the layout switch with the text. */
export function I18nProvider({ initial, children }: { initial: LoadedLocale; children: ReactNode }) {
  const [loaded, setLoaded] = useState(initial);
  const choose = useCallback(async (code: LocaleCode) => {
    const next = await loadLocale(code);
    remember(code);
    setLoaded(next);
  }, []);

  useDocumentEffect(() => {
    const root = document.documentElement;
    root.lang = loaded.locale;
    root.dir = localeOf(loaded.locale).dir;
  }, [loaded.locale]);

  const value = useMemo(() => ({ ...loaded, choose }), [loaded, choose]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT needs an I18nProvider above it');
  return value;
}

/** The active language's translate function; the component re-renders when the language changes. */
export function useT(): Translate {
  return useI18n().t;
}

export function useLocale(): {
  locale: LocaleCode;
  review: CatalogueReview;
  choose: (code: LocaleCode) => Promise<void>;
} {
  const { locale, review, choose } = useI18n();
  return { locale, review, choose };
}
