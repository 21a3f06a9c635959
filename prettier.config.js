// The code's layout is Prettier's, so a review reads what changed, not how it is spaced.
// 120 characters a line: the width the code was written to before Prettier came.
/** @type {import("prettier").Config} */
export default {
  printWidth: 120,
};
