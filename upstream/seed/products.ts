/**
 * Shopping products with offers: 160 on today, 90 on select. Prices are text such as "1,299.99".
 * The first two products of a brand are showcases: the first has one offer in every state (spec 2 §3),
 * listed out of the spec's sort order; the second is out of stock everywhere. Every fifth select product
 * is a StackCommerce deal (spec 2 §3 Front state).
 */
import { productSchema, type Product } from "../../lib/api/schemas/content";
import type { VerticalSlug } from "../../lib/verticals/verticals";
import { HOUR_MS, REFERENCE_DATE_MS } from "./clock";
import type { SeedContext, TaxonomyTerm } from "./context";
import { ids } from "./ids";
import type { Rng } from "./random";
import { validated, type SearchRow } from "./rows";
import { sectionByPath } from "./sections";
import { slugify } from "./text";

const PRODUCT_PLAN: Readonly<Partial<Record<VerticalSlug, { count: number; section: string }>>> = {
  today: { count: 160, section: "today/shop" },
  select: { count: 90, section: "select/shopping" },
};

const BRANDS = ["Northwind", "Brightline", "Harbor & Co.", "Kindred", "Oakwell", "Lumen", "Pinecrest", "Everly", "Solstice", "Marlow"];
const CATEGORIES: readonly { slug: string; name: string; types: readonly string[] }[] = [
  { slug: "home", name: "Home", types: ["cordless stick vacuum", "robot vacuum", "weighted blanket", "linen sheet set", "air purifier", "memory foam pillow"] },
  { slug: "kitchen", name: "Kitchen", types: ["air fryer", "cast-iron skillet", "stand mixer", "espresso machine", "nonstick cookware set", "chef's knife"] },
  { slug: "beauty", name: "Beauty", types: ["vitamin C serum", "hair dryer brush", "tinted moisturizer", "lip treatment set", "retinol night cream", "curling wand"] },
  { slug: "fashion", name: "Fashion", types: ["puffer jacket", "cashmere sweater", "leather ankle boots", "high-rise leggings", "wool beanie", "crossbody bag"] },
  { slug: "tech", name: "Tech", types: ["noise-canceling headphones", "smartwatch", "wireless earbuds", "portable charger", "e-reader", "Bluetooth speaker"] },
  { slug: "kids", name: "Kids", types: ["building block set", "kids' tablet", "plush toy", "art kit", "balance bike", "board game"] },
  { slug: "fitness", name: "Fitness", types: ["adjustable dumbbells", "yoga mat", "foam roller", "fitness tracker", "walking pad", "resistance bands"] },
];
const VARIANTS = ["", "", "Pro", "Max", "2-pack", "in Slate Gray", "in Oat", "Limited Edition"];
const BENEFITS = [
  "it is easy to set up and even easier to clean",
  "it feels far more expensive than it is",
  "it held up after weeks of daily use",
  "it makes a thoughtful gift for almost anyone",
  "it packs a lot of features into a compact design",
];
const SELLERS = [
  { name: "Amazon", url: (sku: string) => `https://www.amazon.com/dp/${sku}` },
  { name: "Walmart", url: (sku: string) => `https://www.walmart.com/ip/${sku}` },
  { name: "Target", url: (sku: string) => `https://www.target.com/p/${sku}` },
  { name: "Best Buy", url: (sku: string) => `https://www.bestbuy.com/site/${sku}.p` },
  { name: "Nordstrom", url: (sku: string) => `https://www.nordstrom.com/s/${sku}` },
  { name: "Wayfair", url: (sku: string) => `https://www.wayfair.com/pdp/${sku}.html` },
];
const STATES = ["AVAILABLE", "AVAILABLE", "AVAILABLE", "AVAILABLE", "UNAVAILABLE", "OUT_OF_STOCK", null] as const;
/** List prices in cents, spread over the price bands of spec 2 §5 (under $25 up to $200 and above). */
const PRICE_BANDS = [
  [999, 2499],
  [2500, 4999],
  [5000, 9999],
  [10000, 19999],
  [20000, 149999],
] as const;

/** "1,299.99" from 129999. */
function formatPrice(cents: number): string {
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${whole}.${String(cents % 100).padStart(2, "0")}`;
}

function offers(rng: Rng, slug: string): Product["offers"] {
  const [low, high] = rng.pick(PRICE_BANDS);
  const list = rng.int(Math.ceil(low / 100), Math.floor(high / 100)) * 100 - 1;
  return rng.sample(SELLERS, rng.int(1, 3)).map((seller, k) => {
    const sale = rng.chance(0.5) ? Math.round((list * rng.int(60, 90)) / 100) : null;
    const sku = `${slug.slice(0, 24)}-${rng.int(100000, 999999)}`;
    return {
      externalUrl: seller.url(sku),
      price: formatPrice(sale ?? list),
      priceCurrency: "USD",
      prices: [{ type: "list", price: formatPrice(list) }, ...(sale ? [{ type: "sale", price: formatPrice(sale) }] : [])],
      state: rng.pick(STATES),
      seller: { name: seller.name },
      isPrimaryOffer: k === 0,
    };
  });
}

const STACK_COMMERCE = { name: "StackCommerce", organization: "StackCommerce" };

/**
 * Four offers, one per state, stored as out of stock, no state, available (primary, on sale), unavailable,
 * so the site's sort (available, unavailable, no state, out of stock) reorders them. Uses no randomness, so
 * the rest of the seed is unchanged.
 */
function showcaseOffers(generated: Product["offers"], slug: string): Product["offers"] {
  const list = generated[0]?.prices?.find((price) => price.type === "list")?.price ?? "99.99";
  const cents = Math.round(Number(list.replace(/,/g, "")) * 100);
  const sale = formatPrice(Math.round(cents * 0.75));
  const offer = (seller: (typeof SELLERS)[number], state: Product["offers"][number]["state"], onSale: boolean) => ({
    externalUrl: seller.url(`${slug.slice(0, 24)}-showcase`),
    price: onSale ? sale : list,
    priceCurrency: "USD",
    prices: [{ type: "list", price: list }, ...(onSale ? [{ type: "sale", price: sale }] : [])],
    state,
    seller: { name: seller.name },
    isPrimaryOffer: state === "AVAILABLE",
  });
  const seller = (index: number) => SELLERS[index] as (typeof SELLERS)[number];
  return [offer(seller(1), "OUT_OF_STOCK", false), offer(seller(2), null, false), offer(seller(0), "AVAILABLE", true), offer(seller(3), "UNAVAILABLE", false)];
}

export function generateProducts(ctx: SeedContext): Product[] {
  const plan = PRODUCT_PLAN[ctx.vertical.slug];
  if (!plan) return [];
  const section = sectionByPath(plan.section);
  if (!section) throw new Error(`seed: product section ${plan.section} does not exist`);
  const rng = ctx.rng("products");
  return Array.from({ length: plan.count }, (_, i) => {
    const id = ids.product(ctx.index, i);
    const category = CATEGORIES[i % CATEGORIES.length] as (typeof CATEGORIES)[number];
    const variant = rng.pick(VARIANTS);
    const name = `${rng.pick(BRANDS)} ${rng.pick(category.types)}${variant ? ` ${variant}` : ""}`;
    const slug = slugify(name);
    const categoryTerm: TaxonomyTerm = { name: category.name, slug: category.slug, path: `${section.path}/${category.slug}`, taxonomyType: "label" };
    const productOffers = offers(rng, slug);
    const showcase = i === 0 ? showcaseOffers(productOffers, slug) : i === 1 ? productOffers.map((offer) => ({ ...offer, state: "OUT_OF_STOCK" as const })) : productOffers;
    const images = [0, 1, 2].map((k) => ctx.image(`${id}-photo-${k + 1}`, name, name, rng, { width: 1200, height: 1200 }));
    return {
      id,
      type: "product",
      name,
      description: `Our testers liked that ${rng.pick(BENEFITS)}.`,
      url: { primary: productOffers[0]?.externalUrl as string, slug },
      teaseImage: images[0],
      promotionalMedia: images,
      taxonomy: ctx.taxonomy(section, [categoryTerm]),
      offers: showcase,
      ...(ctx.vertical.slug === "select" && i % 5 === 4 ? { source: STACK_COMMERCE } : {}),
    };
  });
}

export function productRows(ctx: SeedContext, products: readonly Product[]): SearchRow[] {
  const rng = ctx.rng("product-rows");
  return products.map((product, i) => {
    const valid = validated(productSchema, product, `product ${product.id}`);
    return {
      id: valid.id,
      type: "product",
      subType: "",
      vertical: ctx.vertical.slug,
      publisher: ctx.vertical.publisher,
      name: valid.name.toLowerCase(),
      publishedAt: REFERENCE_DATE_MS - i * 3 * HOUR_MS,
      popularity: rng.int(0, 10_000),
      parentId: null,
      liveOffsetMs: null,
      terms: (valid.taxonomy?.allTerms ?? []).map((term) => term.path.toLowerCase()),
      json: JSON.stringify(valid),
    };
  });
}
