// The server's prerender of a public page (built by `vite build --ssr` into client/dist-ssr, loaded by the server):
// the same components the browser shows first, in the visitor's language, with the organisation's public settings.
// It holds no visitor's data: the store starts empty but for those settings, so the markup is the same for everyone.
import { configureStore } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { isLocaleCode, PRERENDERED_PATHS, type CompiledCatalogue, type PublicConfigDto } from '@tutoring/common';
import { AppRoutes } from '../app/App';
import { rootReducer } from '../app/rootReducer';
import configReducer, { configLoaded } from '../features/config/configSlice';
import { I18nProvider } from '../i18n/I18nProvider';
import { loadCatalogue } from '../i18n/loadCatalogue';
import { loadLocale } from '../i18n/loadLocale';

export { PRERENDERED_PATHS };

/** The markup inside `<div id="root">` of `path` in `locale`, as the browser's first render draws it. */
export async function renderPublicPage(path: string, locale: string, config: PublicConfigDto): Promise<string> {
  if (!isLocaleCode(locale)) throw new Error(`no language ${locale}`);
  const store = configureStore({ reducer: rootReducer });
  store.dispatch(configLoaded(config));
  const loaded = await loadLocale(locale);
  return renderToString(
    <Provider store={store}>
      <I18nProvider initial={loaded}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </I18nProvider>
    </Provider>,
  );
}

/** The compiled catalogue of `locale`, which the server embeds in the page for the app's first render. */
export function publicCatalogue(locale: string): Promise<CompiledCatalogue> {
  if (!isLocaleCode(locale)) throw new Error(`no language ${locale}`);
  return loadCatalogue(locale);
}

/** The settings a fresh install starts from (the config slice's own), for the build's sample renders. */
export function defaultConfig(): PublicConfigDto {
  const { loaded: _loaded, ...config } = configReducer(undefined, { type: 'prerender/defaults' });
  return config;
}
