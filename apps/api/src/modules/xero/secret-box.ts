// Moved to lib/ (issue 30: two-factor secrets use it too, below every module); kept here for the existing imports.
export { openSecret, sealSecret } from '../../lib/secret-box.ts';
