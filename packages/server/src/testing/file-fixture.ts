import { beforeAll } from 'vitest';

/**
 * An object that stands in for `current()`, which exists only once the file's hooks have made it:
 * reading it before then is a mistake in the test file, said as `missing`.
 */
export function standIn<Value extends object>(current: () => Value | undefined, missing: string): Value {
  return new Proxy({} as Value, {
    get(_target, property) {
      const value = current();
      if (!value) throw new Error(missing);
      const member: unknown = Reflect.get(value, property);
      return typeof member === 'function' ? member.bind(value) : member;
    },
  });
}

/**
 * What `make` answers (a signed-in user, a priced service), made before the file's first test,
 * after the hooks declared above it. What this answers stands in for it, so a file declares what it
 * works with in one line rather than a variable set in a hook.
 */
export function useFileFixture<Value extends object>(make: () => Promise<Value>): Value {
  let made: Value | undefined;
  beforeAll(async () => {
    made = await make();
  });
  return standIn(() => made, 'A file fixture exists from the first test of its file on.');
}
