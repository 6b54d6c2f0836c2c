/**
 * Shapes of the seed data files. The seed is our own world: fictional people, invented products,
 * our own images. Challenges find their target users through `persona`, never through an email,
 * so that names and addresses stay free to change.
 */

export type Role = "customer" | "deluxe" | "accounting" | "admin";

/** Reference personas of the challenge catalogue, mapped to our own characters in users.ts. */
export type Persona =
  | "admin"
  | "jim"
  | "bender"
  | "bjoern"
  | "bjoernOwasp"
  | "bjoernOauth"
  | "morty"
  | "amy"
  | "uvogin"
  | "rapper"
  | "ghost"
  | "wurstbrot"
  | "accountant"
  | "support"
  | "ciso"
  | "emma"
  | "john"
  | "stan"
  | "testing"
  | "leakedEmployee";

export interface SeedSecurityQuestion {
  /** Stable id, 1-based; users refer to it. */
  id: number;
  question: string;
}

export interface SeedUser {
  /** Part before the @; the domain comes from the configuration (application.domain). */
  localPart: string;
  /** A whole address outside the shop's domain (an account made through third-party sign-in). */
  email?: string;
  /** Display name shown on the profile; may be empty. */
  username: string;
  /** Plain text here; the seeder stores it hashed. */
  password: string;
  role: Role;
  persona?: Persona;
  securityQuestionId: number;
  securityAnswer: string;
  /** Soft-deleted (erased) account. */
  deleted?: boolean;
  /** Base32 TOTP secret for users with two-factor authentication. */
  totpSecret?: string;
  lastLoginIp?: string;
  /** Path under /assets/public/images/uploads/. */
  profileImage?: string;
  walletBalance?: number;
  addresses?: SeedAddress[];
  cards?: SeedCard[];
}

export interface SeedAddress {
  fullName: string;
  mobileNum: number;
  zipCode: string;
  streetAddress: string;
  city: string;
  state: string;
  country: string;
}

export interface SeedCard {
  fullName: string;
  /** 16 digits. */
  cardNum: number;
  expMonth: number;
  expYear: number;
}

export interface SeedProduct {
  name: string;
  /** May hold simple HTML (the shop renders it as HTML). */
  description: string;
  price: number;
  deluxePrice: number;
  /** File name under /assets/public/images/products/. */
  image: string;
  quantity: number;
  limitPerUser?: number;
  /** Soft-deleted (withdrawn) product, still in the table. */
  deleted?: boolean;
  /** Set createdAt/updatedAt explicitly (ISO), e.g. for a product from an old campaign. */
  createdAt?: string;
}

export interface SeedDeliveryMethod {
  name: string;
  price: number;
  deluxePrice: number;
  /** Days. */
  eta: number;
  /** Icon name (a Lucide-style icon key the UI maps to an SVG). */
  icon: "truck" | "rocket" | "shipping-fast" | "leaf";
}

/** A product review, stored in the document store's `reviews` collection. */
export interface SeedReview {
  /** The product's name in products.ts. */
  product: string;
  /** A user's localPart in users.ts, or "Anonymous". */
  author: string;
  /** At most 160 characters, as the shop allows. */
  message: string;
  /** localParts of the users who liked it. */
  likedBy?: string[];
}

/** A past order, stored in the document store's `orders` collection. */
export interface SeedOrder {
  /** The orderer's localPart in users.ts. */
  orderer: string;
  /** Products by name, with quantities. Deluxe orderers pay deluxe prices. */
  items: { product: string; quantity: number }[];
  /** A delivery method's name in delivery-methods.ts. */
  delivery: string;
  /** Which of the orderer's addresses (0: the first). */
  address: number;
  /** The orderer's first card, or their wallet. */
  payment: "card" | "wallet";
  /** A coupon's discount on the items, in percent. */
  couponPercent?: number;
  delivered: boolean;
  /** Days until delivery, as the track page shows it. */
  eta: number;
}

/** A basket a customer left filled. */
export interface SeedBasket {
  /** The owner's localPart in users.ts. */
  owner: string;
  /** Products by name in products.ts. */
  items: { product: string; quantity: number }[];
}
