// The tutors feature's public state entry: its list's actions, without its page.
export { tutorsActions } from './tutorsSlice';
