/** Alternatives are shown as A, B, C... in the order the attempt gives them. */
export const alternativeLetter = (index: number) => String.fromCharCode(65 + index);
