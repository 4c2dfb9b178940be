import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 49k most common passwords shipped with @zxcvbn-ts/language-common (issue 9: "password1"
 * was accepted). Compared lower-cased, so "PassWord1" is refused too. Built on first use, once.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as Array<string | number>).map((p) => String(p).toLowerCase()));
  return common.has(password.toLowerCase());
}
