import { describe, expect, it } from "vitest";
import { applyUpdate, checkFilter, checkUpdate, DocumentQueryError, matches, type DocumentBody } from "../../worker/lib/document-query";

const juice: DocumentBody = {
  _id: "a1",
  product: 3,
  name: "Cranberry Crush",
  price: 3.29,
  tags: ["tart", "red"],
  stock: { warehouse: 3, shop: 0 },
  likedBy: [{ email: "a@squeeze.test" }, { email: "b@squeeze.test" }],
  note: null,
};

/** Checks the filter as the store does, then matches. */
const match = (filter: Record<string, unknown>, doc: DocumentBody = juice) => {
  checkFilter(filter);
  return matches(doc, filter);
};

describe("document filters", () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ["empty filter", {}, true],
    ["equality", { product: 3 }, true],
    ["equality, other type", { product: "3" }, false],
    ["equality with an array element", { tags: "red" }, true],
    ["equality with the whole array", { tags: ["tart", "red"] }, true],
    ["equality with an object", { stock: { warehouse: 3, shop: 0 } }, true],
    ["equality with an object, other key order", { stock: { shop: 0, warehouse: 3 } }, true],
    ["dotted path", { "stock.warehouse": 3 }, true],
    ["dotted path into an array of objects", { "likedBy.email": "b@squeeze.test" }, true],
    ["array index", { "tags.0": "tart" }, true],
    ["null matches null", { note: null }, true],
    ["null matches a missing field", { missing: null }, true],
    ["$eq", { price: { $eq: 3.29 } }, true],
    ["$ne", { _id: { $ne: -1 } }, true],
    ["$ne, same value", { _id: { $ne: "a1" } }, false],
    ["$ne on an array", { tags: { $ne: "red" } }, false],
    ["$gt", { price: { $gt: 3 } }, true],
    ["$gt, no cross-type comparison", { price: { $gt: "1" } }, false],
    ["$gte and $lt together", { price: { $gte: 3.29, $lt: 4 } }, true],
    ["$lte", { price: { $lte: 3 } }, false],
    ["string order", { name: { $gt: "Apple", $lt: "Dragonfruit" } }, true],
    ["$in", { product: { $in: [1, 2, 3] } }, true],
    ["$in with an array field", { tags: { $in: ["blue", "red"] } }, true],
    ["$nin", { product: { $nin: [1, 2, 3] } }, false],
    ["$exists true", { stock: { $exists: true } }, true],
    ["$exists false", { ghost: { $exists: false } }, true],
    ["$exists on a null", { note: { $exists: true } }, true],
    ["$not", { price: { $not: { $gt: 5 } } }, true],
    ["$not, matching inside", { price: { $not: { $lt: 5 } } }, false],
    ["$and", { $and: [{ product: 3 }, { price: { $lt: 4 } }] }, true],
    ["$and, one false", { $and: [{ product: 3 }, { price: { $gt: 4 } }] }, false],
    ["$or", { $or: [{ product: 9 }, { tags: "tart" }] }, true],
    ["$or, none", { $or: [{ product: 9 }, { tags: "sweet" }] }, false],
    ["$nor", { $nor: [{ product: 9 }, { tags: "sweet" }] }, true],
    ["several fields are all required", { product: 3, name: "Other" }, false],
    ["a literal object that only looks like an operator key", { stock: { $exists: true } }, true],
  ])("%s", (_name, filter, expected) => {
    expect(match(filter)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ["not an object", [1]],
    ["an unknown operator", { price: { $regex: "a" } }],
    ["an unknown top-level operator", { $text: "x" }],
    ["a field-level $where", { _id: { $where: "true" } }],
    ["$in without an array", { product: { $in: 3 } }],
    ["$nin without an array", { product: { $nin: "x" } }],
    ["$exists with a string", { product: { $exists: "yes" } }],
    ["$not with a value", { product: { $not: 3 } }],
    ["$and with an empty array", { $and: [] }],
    ["$or with values", { $or: [1, 2] }],
    ["$where with a number", { $where: 1 }],
    ["mixed operators and fields", { price: { $gt: 1, amount: 2 } }],
    ["an unknown operator after a false one", { price: { $lt: 0, $foo: 1 } }],
    ["an empty path", { "": 1 }],
    ["a prototype path", { "__proto__.x": 1 }],
  ])("refuses %s", (_name, filter) => {
    expect(() => checkFilter(filter)).toThrow(DocumentQueryError);
  });

  it("says whether a $where is anywhere in the filter", () => {
    expect(checkFilter({ product: 3 }).hasWhere).toBe(false);
    expect(checkFilter({ $where: "true" }).hasWhere).toBe(true);
    expect(checkFilter({ $or: [{ product: 3 }, { $and: [{ $where: "true" }] }] }).hasWhere).toBe(true);
  });

  it("hands $where to the evaluator with the document", () => {
    const seen: string[] = [];
    const where = (code: string, doc: DocumentBody) => (seen.push(`${code}@${doc._id}`), doc.product === 3);
    expect(matches(juice, { $where: "this.product == 3" }, where)).toBe(true);
    expect(seen).toEqual(["this.product == 3@a1"]);
    expect(() => matches(juice, { $where: "true" })).toThrow(DocumentQueryError);
  });
});

describe("document updates", () => {
  it("$set replaces and creates fields, also nested ones", () => {
    const next = applyUpdate(juice, { $set: { name: "Crush", "stock.shop": 5, "meta.flag": true } });
    expect(next).toMatchObject({ name: "Crush", stock: { warehouse: 3, shop: 5 }, meta: { flag: true } });
    expect(juice.name).toBe("Cranberry Crush");
  });

  it("$inc adds to numbers and starts missing ones at zero", () => {
    expect(applyUpdate(juice, { $inc: { product: 2, likesCount: 1 } })).toMatchObject({ product: 5, likesCount: 1 });
    expect(() => applyUpdate(juice, { $inc: { name: 1 } })).toThrow(DocumentQueryError);
  });

  it("$push appends, duplicates included; $addToSet only what is missing", () => {
    expect(applyUpdate(juice, { $push: { tags: "red" } }).tags).toEqual(["tart", "red", "red"]);
    expect(applyUpdate(juice, { $addToSet: { tags: "red" } }).tags).toEqual(["tart", "red"]);
    expect(applyUpdate(juice, { $addToSet: { tags: { $each: ["red", "new"] } } }).tags).toEqual(["tart", "red", "new"]);
    expect(applyUpdate(juice, { $push: { fresh: 1 } }).fresh).toEqual([1]);
    expect(() => applyUpdate(juice, { $push: { name: "x" } })).toThrow(DocumentQueryError);
  });

  it("several operators apply together", () => {
    const liked = applyUpdate(juice, { $inc: { likesCount: 1 }, $push: { likedBy: { email: "c@squeeze.test" } } });
    expect(liked.likesCount).toBe(1);
    expect(liked.likedBy).toHaveLength(3);
  });

  it.each<[string, unknown]>([
    ["no operators", {}],
    ["a replacement document", { name: "x" }],
    ["an unknown operator", { $unset: { name: "" } }],
    ["a changed _id", { $set: { _id: "other" } }],
    ["$inc with a string", { $inc: { product: "1" } }],
    ["a prototype path", { $set: { "__proto__.polluted": true } }],
    ["a constructor path", { $set: { "constructor.prototype.polluted": true } }],
  ])("refuses %s", (_name, update) => {
    expect(() => checkUpdate(update)).toThrow(DocumentQueryError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
