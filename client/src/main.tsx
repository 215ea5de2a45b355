import './zodConfig';
import { StrictMode } from 'react';
import { DEFERRED_STYLE_ATTRIBUTE } from '@tutoring/common';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import './styles/bootstrap.scss';
import './styles/app.css';
import { App } from './app/App';
import { createStore } from './app/store';
import { embeddedConfig } from './features/config/embeddedConfig';
import { configLoaded } from './features/config/configSlice';
import { I18nProvider } from './i18n/I18nProvider';
import { startLocale } from './i18n/startLocale';

// The prerendered page's style sheets start downloading now that the script has arrived, not beside it
// (DEFERRED_STYLE_ATTRIBUTE); the inline critical CSS styles the page until they apply.
const deferredStyles = document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLE_ATTRIBUTE}]`);
for (const link of deferredStyles) {
  const href = link.getAttribute(DEFERRED_STYLE_ATTRIBUTE);
  if (href) link.href = href;
}

const store = createStore();
// A prerendered page carries the settings it was drawn with: the first render then draws the same.
const config = embeddedConfig();
if (config) store.dispatch(configLoaded(config));

// The first screen waits for its language's catalogue (one small file), so no one sees English flash first. On a
// prerendered page the app's first render replaces the server's identical markup in one commit (no frame between);
// not hydration, because a draft kept in this browser fills the form, which the server's markup cannot know.
void startLocale().then((locale) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <I18nProvider initial={locale}>
          <App />
        </I18nProvider>
      </Provider>
    </StrictMode>,
  );
  // The prerendered page's full style sheets, held back until now (the inline critical CSS styled the page).
  for (const link of deferredStyles) link.media = 'all';
});
