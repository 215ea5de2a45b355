import { Spinner } from 'reactstrap';

export function LoadingMessage({ text }: { text: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-5 justify-content-center text-secondary" role="status">
      <Spinner size="sm" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
