import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { personDataMessages as m } from './messages';
import './personDataFeature';
import { erasureDialogOpened, type ErasureTarget } from './personDataSlice';
import './personData.css';

/** An admin's "Download data" (the export file) and "Erase" (opens the page's EraseDialog) on a profile; nothing for a coordinator. */
export function PersonDataActions({ kind, id, name }: ErasureTarget) {
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector((state) => state.auth.user?.role === 'admin');
  if (!isAdmin) return null;
  return (
    <section className="person-data" aria-label={m.heading}>
      {/* A plain link: the server answers the file as a download, with the session cookie like any page. */}
      <a
        className="btn btn-outline-secondary btn-sm"
        href={`/api/${kind}s/${id}/export`}
        download={`${kind}-${id}-data.json`}
        aria-label={m.downloadName(name)}
      >
        {m.download}
      </a>
      <Button
        size="sm"
        color="danger"
        outline
        aria-label={m.eraseName(name)}
        onClick={() => dispatch(erasureDialogOpened({ kind, id, name }))}
      >
        {m.erase}
      </Button>
    </section>
  );
}
