import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The API package folder, found by walking up from this file, so paths hold from src/ (tsx) and dist/ (bundle). */
function findApiRoot(start: string): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@clubspace/api') return dir;
  }
  throw new Error(`@clubspace/api package not found above ${start}`);
}

export const API_ROOT = findApiRoot(import.meta.dirname);
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
