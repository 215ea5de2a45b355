// The tutees feature's public state entry: its list's actions, without its page.
export { tuteesActions } from './tuteesSlice';
