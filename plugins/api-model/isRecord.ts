/** Whether a value parsed from YAML or JSON is an object with keys (not `null`, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
