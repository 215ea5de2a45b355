import { useCallback, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import './linkPageFeature';
import { linkAnswerSent, linkPageRequested, selectLinkPage, type LinkKind } from './linkPageSlice';
import { useLinkLanguage } from './useLinkLanguage';

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
  const heading = useRef<HTMLHeadingElement>(null);
  useLinkLanguage(state.language);

  useEffect(() => {
    dispatch(linkPageRequested({ kind, token }));
  }, [dispatch, kind, token]);
  useEffect(() => {
    if (state.status !== 'loading' && state.status !== 'sending') heading.current?.focus();
  }, [state.status]);

  const send = useCallback((body: object) => dispatch(linkAnswerSent({ kind, token, body })), [dispatch, kind, token]);
  return { ...state, heading, params, send };
}
