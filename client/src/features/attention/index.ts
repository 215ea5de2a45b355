// The Needs attention feature's public entry: the Overview's count line (the page and the badge load lazily).
export { AttentionSummary } from './AttentionSummary';
