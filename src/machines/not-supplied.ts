/**
 * Stand-ins for what a machine gets from outside with `.provide()`: they refuse
 * to run, so a machine started without its services fails loudly instead of
 * silently doing nothing.
 */

function refusal(name: string): Error {
  return new Error(`${name} was not supplied with .provide()`);
}

/** An action's stand-in; `TParams` are the params the supplied action takes. */
export const notSupplied =
  <TParams = unknown>(name: string) =>
  (_args: unknown, _params: TParams): void => {
    throw refusal(name);
  };

/** A promise actor's stand-in. */
export const notSuppliedPromise = (name: string) => (): Promise<never> => Promise.reject(refusal(name));

/** A guard's or a callback actor's stand-in. */
export const notSuppliedCall = (name: string) => (): never => {
  throw refusal(name);
};
