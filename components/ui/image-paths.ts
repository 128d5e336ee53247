/** Shown wherever a record has no picture yet or its picture fails to load. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
