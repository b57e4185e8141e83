// A list state emptied without a change when it is already empty. `setList([])` in a
// mount effect hands React a new array, so the whole screen draws a second time on every load for
// nothing: /book-ride drew its 160 components twice. `setList(emptied)` keeps the empty one.
export const emptied = <T>(list: ReadonlyArray<T>): ReadonlyArray<T> => (list.length === 0 ? list : []);
