import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import './attentionFeature';
import { attentionRequested, selectAttention } from './attentionSlice';
import { attentionMessages as m } from './messages';

/** The Overview's line: how many items need attention, with a link to the page. */
export function AttentionSummary() {
  const dispatch = useAppDispatch();
  const { items, status } = useAppSelector(selectAttention);
  useEffect(() => {
    if (status === 'idle') dispatch(attentionRequested());
  }, [dispatch, status]);
  if (status !== 'loaded') return null;
  return (
    <p className="attention-summary">
      {items.length === 0 ? m.empty : m.count(items.length)} <Link to="/attention">{m.overviewLink}</Link>
    </p>
  );
}
