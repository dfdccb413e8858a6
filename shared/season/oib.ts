// The Croatian personal and company identifier (OIB): eleven digits, the last a check digit by ISO 7064
// MOD 11,10. This module is pure: no I/O.

/** True when `value` is eleven digits whose last is the ISO 7064 MOD 11,10 check digit of the first ten. */
export function isValidOib(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let carry = 10;
  for (const digit of value.slice(0, 10)) {
    const sum = (Number(digit) + carry) % 10;
    carry = ((sum === 0 ? 10 : sum) * 2) % 11;
  }
  const check = 11 - carry === 10 ? 0 : 11 - carry;
  return check === Number(value[10]);
}
