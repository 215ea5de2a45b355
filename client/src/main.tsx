import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import './styles/bootstrap.scss';
import './styles/app.css';
import { App } from './app/App';
import { createStore } from './app/store';
import { I18nProvider } from './i18n/I18nProvider';
import { startLocale } from './i18n/startLocale';

const store = createStore();

// The first screen waits for its language's catalogue (one small file), so no one sees English flash first.
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
});
