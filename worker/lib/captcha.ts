/** The contact page's arithmetic captcha. */

type Operator = "+" | "-" | "*";
const operators: readonly Operator[] = ["+", "-", "*"];
/** A random integer from 0 to below - 1. */
export const randomInt = (below: number) => crypto.getRandomValues(new Uint32Array(1))[0]! % below;

/** A small sum to work out, e.g. "7*3-2", and its answer (multiplication first, as in school). */
export function newCaptcha(): { expression: string; answer: number } {
  const numbers = [randomInt(10) + 1, randomInt(10) + 1, randomInt(10) + 1];
  const ops = [operators[randomInt(3)]!, operators[randomInt(3)]!];
  // Multiplication binds first: fold products, then add and subtract from left to right.
  const terms: number[] = [numbers[0]!];
  const signs: Operator[] = [];
  ops.forEach((op, i) => {
    if (op === "*") terms[terms.length - 1]! *= numbers[i + 1]!;
    else {
      signs.push(op);
      terms.push(numbers[i + 1]!);
    }
  });
  const answer = terms.slice(1).reduce((sum, term, i) => (signs[i] === "+" ? sum + term : sum - term), terms[0]!);
  return { expression: `${numbers[0]}${ops[0]}${numbers[1]}${ops[1]}${numbers[2]}`, answer };
}
