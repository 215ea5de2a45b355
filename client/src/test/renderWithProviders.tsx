import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { LocaleCode } from '@tutoring/common';
import { createStore } from '../app/store';
import { I18nProvider } from '../i18n/I18nProvider';
import { loadLocale } from '../i18n/loadLocale';

interface Options {
  locale?: LocaleCode;
  /** the address the router starts at */
  path?: string;
  /** what the app did before this page opened, dispatched on the new store before the first render */
  before?: (store: ReturnType<typeof createStore>) => void;
}

/** Renders a component as the app does: with the store, the language's catalogue and a router around it. */
export async function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', path = '/', before }: Options = {},
): Promise<RenderResult & { store: ReturnType<typeof createStore> }> {
  const store = createStore();
  const initial = await loadLocale(locale);
  before?.(store);
  const result = render(
    <Provider store={store}>
      <I18nProvider initial={initial}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  return { ...result, store };
}
