import { useCallback, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { isLocaleCode } from '@tutoring/common';
import { useLocale } from '../../i18n/I18nProvider';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import './linkPageFeature';
import './linkPage.css';
import { linkAnswerSent, linkPageRequested, selectLinkPage, type LinkKind } from './linkPageSlice';

/**
 * What every emailed link's page does: reads its link once (a GET changes nothing), opens in the recipient's language
 * when the link's ?lang= was lost, moves focus to the heading of each new state (screen readers read it), and sends
 * the answer with one press.
 */
export function useLinkPage(kind: LinkKind) {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectLinkPage);
  const { locale, choose } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const linkLanguage = params.get('lang');

  useEffect(() => {
    dispatch(linkPageRequested({ kind, token }));
  }, [dispatch, kind, token]);
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || linkLanguage !== null || !isLocaleCode(state.language)) return;
    adopted.current = true;
    if (state.language !== locale) void choose(state.language);
  }, [linkLanguage, state.language, locale, choose]);
  useEffect(() => {
    if (state.status !== 'loading' && state.status !== 'sending') heading.current?.focus();
  }, [state.status]);

  const send = useCallback((body: object) => dispatch(linkAnswerSent({ kind, token, body })), [dispatch, kind, token]);
  return { ...state, heading, params, send };
}
