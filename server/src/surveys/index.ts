// The surveys domain's public surface: a match's survey column and its parsing, and queueing surveys at a match's end.
export { MATCH_SURVEYS_COLUMN, parseSurveys } from './repo.js';
export { queueSurveys } from './schedule.js';
