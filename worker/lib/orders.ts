import { z } from "zod";
import type { DataHandle } from "../db/handle";
import { collection, collections, type DocumentBody } from "./documents";

/**
 * Orders as the document store keeps them (the `orders` collection): what tracking, order
 * history, the data export and accounting read. Stored documents are read through this schema,
 * with safe defaults, because a student's injection can leave anything in the store.
 */
const orderLine = z.object({
  quantity: z.number(),
  id: z.number(),
  name: z.string(),
  price: z.number(),
  total: z.number(),
  bonus: z.number(),
});

const storedOrder = z.object({
  _id: z.string(),
  /** `<first 4 hex of md5(orderer's email)>-<16 hex>`. */
  orderId: z.string().catch(""),
  /** The orderer's email with its vowels replaced by `*`. */
  email: z.string().catch(""),
  totalPrice: z.number().catch(0),
  products: z.array(orderLine).catch([]),
  bonus: z.number().catch(0),
  /** Days until delivery. */
  eta: z.number().nullable().catch(null),
  delivered: z.boolean().catch(false),
  addressId: z.number().nullable().catch(null),
  /** A card's id, or "wallet". */
  paymentId: z.union([z.number(), z.string()]).nullable().catch(null),
  promotionalAmount: z.number().catch(0),
  deliveryPrice: z.number().catch(0),
});

export type OrderView = z.infer<typeof storedOrder>;
export type OrderLine = z.infer<typeof orderLine>;

export const ordersOf = (data: DataHandle) => collection(data, collections.orders);

export const toOrderView = (document: DocumentBody): OrderView => storedOrder.parse(document);
