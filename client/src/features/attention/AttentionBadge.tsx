import { useEffect } from 'react';
import { Badge } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import './attentionFeature';
import { attentionRequested, selectAttention } from './attentionSlice';
import { attentionMessages as m } from './messages';

/**
 * The count beside "Needs attention" in the top navigation: the list's length, read once when a staff member's
 * navigation first shows, and again after every action that changes it (attentionSaga.ts).
 */
export default function AttentionBadge() {
  const dispatch = useAppDispatch();
  const { items, status } = useAppSelector(selectAttention);
  useEffect(() => {
    if (status === 'idle') dispatch(attentionRequested());
  }, [dispatch, status]);
  if (items.length === 0) return null;
  return (
    <Badge color="danger" pill className="ms-1">
      <span aria-hidden="true">{items.length}</span>
      <span className="visually-hidden">{m.badgeLabel(items.length)}</span>
    </Badge>
  );
}
