/**
 * The grade filter's two values that are not a grade: none in the address means the caller's own
 * grades (all when they have none), 'todas' asks for every grade.
 */
export const MY_GRADES = '';
export const ALL_GRADES = 'todas';
