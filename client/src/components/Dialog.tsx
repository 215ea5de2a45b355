import { Modal, type ModalProps } from 'reactstrap';

/**
 * Asked at each render, as the setting can change while the app is open. Prerendering on the server, and jsdom, have
 * no media queries: there the dialog fades as for a user who states no preference.
 */
const lessMotion = () =>
  typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * reactstrap's Modal, without its fade for a user who asks for less motion. The stylesheet already stops the fade's
 * transitions, but reactstrap still waits out their durations: 0.3 s before the dialog is shown as open, and 0.45 s
 * after it closes, while its invisible backdrop still takes every click and focus has not yet gone back.
 */
export function Dialog(props: ModalProps) {
  return <Modal fade={!lessMotion()} {...props} />;
}
