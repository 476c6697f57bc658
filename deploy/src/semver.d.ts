// semver ships without types and @types/semver is not installed; these are the few functions the gate uses.
declare module 'semver' {
  interface SemverOptions {
    loose?: boolean;
    includePrerelease?: boolean;
  }
  /** True when `version` satisfies `range`. */
  export function satisfies(version: string, range: string, options?: SemverOptions): boolean;
  /** The normalised range, or null when `range` is not a valid range. */
  export function validRange(range: string, options?: SemverOptions): string | null;
  /** The normalised version, or null when `version` is not a valid version. */
  export function valid(version: string, options?: SemverOptions): string | null;
}
