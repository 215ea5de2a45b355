// The tutors domain's public surface besides service.ts: finding the tutor a match is made or ended with.
export { findTutor } from './repo.js';
