import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A zod resolver whose schema and the validation library load on the first validation (the first
 * submit), so a screen that must paint at once, such as sign-in, does not wait for them.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<ZodType<Values, Values>>,
): Resolver<Values> {
  let resolver: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(([{ zodResolver }, schema]) =>
      zodResolver(schema),
    );
    return (await resolver)(values, context, options);
  };
}
