import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { EraseDialog } from './EraseDialog';
import { personDataMessages as m } from './messages';
import './personDataFeature';
import { erasurePageLeft, selectErasure } from './personDataSlice';

/**
 * The page's erasure dialog, and the line that says whose data was just erased: their card has left the list, and
 * with it the button that had the focus.
 */
export function ErasureStatus() {
  const dispatch = useAppDispatch();
  const { lastErased } = useAppSelector(selectErasure);
  useEffect(() => () => void dispatch(erasurePageLeft()), [dispatch]);
  return (
    <>
      <p role="status" className={lastErased ? 'alert alert-success' : 'visually-hidden'}>
        {lastErased ? m.erased(lastErased) : ''}
      </p>
      <EraseDialog />
    </>
  );
}
