import type { StoreItem, StoreItemKind } from '@ava/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { platforms } from '../modules/platforms/platforms.tables.ts';
import { storeCategories, storeProducts } from '../modules/store/store.tables.ts';
import type { Database } from '../platform/db/database.ts';

interface DemoProduct {
  name: string;
  description: string;
  price: number;
  /** Null (or absent) is unlimited. */
  stock?: number;
  item: StoreItem;
}

interface DemoShelf {
  slug: string;
  name: string;
  products: DemoProduct[];
}

interface DemoCategory extends DemoShelf {
  kind: StoreItemKind;
  /** Products straight in the category; its sub-categories hold the others. */
  subCategories: DemoShelf[];
}

const avatar = (option: 'hair' | 'hairColor' | 'glasses' | 'earrings', value: string): StoreItem => ({
  kind: 'avatar',
  style: 'adventurer',
  option,
  value,
});
const pet = (art: Extract<StoreItem, { kind: 'pet' }>['art']): StoreItem => ({ kind: 'pet', art });
const home = (art: Extract<StoreItem, { kind: 'home' }>['art']): StoreItem => ({ kind: 'home', art });

/**
 * The store every demo platform opens with: avatar items (each a DiceBear 'adventurer' option;
 * hair colours only the fun ones, natural looks are free in the avatar dialog), the pet's
 * accessories and toys, the home's furniture, three profile backgrounds and park credit packs.
 * Prices in pokz: a well-graded activity pays 60 to 100.
 */
export const DEMO_STORE: DemoCategory[] = [
  {
    slug: 'avatar',
    name: 'Avatar',
    kind: 'avatar',
    products: [],
    subCategories: [
      {
        slug: 'cabelos',
        name: 'Cabelos',
        products: [
          { name: 'Chanel', description: 'Curtinho e sempre arrumado.', price: 30, item: avatar('hair', 'long01') },
          { name: 'Coque alto', description: 'Prático para o dia todo.', price: 35, item: avatar('hair', 'long10') },
          {
            name: 'Maria-chiquinha',
            description: 'Duas chiquinhas animadas.',
            price: 40,
            item: avatar('hair', 'long15'),
          },
          {
            name: 'Trança lateral',
            description: 'Uma trança longa de lado.',
            price: 45,
            item: avatar('hair', 'long16'),
          },
          {
            name: 'Cabelo com flor',
            description: 'Ondas com uma flor no cabelo.',
            price: 50,
            item: avatar('hair', 'long18'),
          },
          {
            name: 'Coroa de flores',
            description: 'Cabelo solto com uma coroa de flores. Edição limitada!',
            price: 60,
            stock: 25,
            item: avatar('hair', 'long03'),
          },
          {
            name: 'Cachos curtos',
            description: 'Cachinhos cheios de volume.',
            price: 35,
            item: avatar('hair', 'short03'),
          },
          {
            name: 'Cabelo espetado',
            description: 'Para quem gosta de aventura.',
            price: 35,
            item: avatar('hair', 'short16'),
          },
          { name: 'Moicano', description: 'Um topete radical.', price: 40, item: avatar('hair', 'short15') },
        ],
      },
      {
        slug: 'cores-de-cabelo',
        name: 'Cores de cabelo',
        products: [
          {
            name: 'Tinta azul',
            description: 'Cabelo azul como o céu.',
            price: 20,
            item: avatar('hairColor', '3b6fd4'),
          },
          { name: 'Tinta rosa', description: 'Cabelo rosa-chiclete.', price: 20, item: avatar('hairColor', 'e68fbf') },
          {
            name: 'Tinta roxa',
            description: 'Cabelo roxo de galáxia.',
            price: 20,
            item: avatar('hairColor', '8e5cc7'),
          },
          {
            name: 'Tinta verde',
            description: 'Cabelo verde-floresta.',
            price: 20,
            item: avatar('hairColor', '4aa36c'),
          },
        ],
      },
      {
        slug: 'oculos',
        name: 'Óculos',
        products: [
          {
            name: 'Óculos escuros',
            description: 'Estilo para os dias de sol.',
            price: 40,
            item: avatar('glasses', 'variant01'),
          },
          {
            name: 'Óculos de armação grossa',
            description: 'Armação preta e marcante.',
            price: 30,
            item: avatar('glasses', 'variant02'),
          },
          {
            name: 'Óculos de aro fino',
            description: 'Leves e discretos.',
            price: 25,
            item: avatar('glasses', 'variant03'),
          },
          {
            name: 'Óculos redondos',
            description: 'Para ler as estrelas.',
            price: 30,
            item: avatar('glasses', 'variant04'),
          },
        ],
      },
      {
        slug: 'brincos',
        name: 'Brincos',
        products: [
          {
            name: 'Brinco de argola',
            description: 'Uma argola prateada.',
            price: 25,
            item: avatar('earrings', 'variant02'),
          },
          {
            name: 'Brinco pequeno',
            description: 'Um pontinho brilhante.',
            price: 20,
            item: avatar('earrings', 'variant01'),
          },
          {
            name: 'Brinco de bolinha',
            description: 'Redondinho e delicado.',
            price: 20,
            item: avatar('earrings', 'variant05'),
          },
        ],
      },
    ],
  },
  {
    slug: 'pet',
    name: 'Pet',
    kind: 'pet',
    products: [],
    subCategories: [
      {
        slug: 'acessorios',
        name: 'Acessórios',
        products: [
          { name: 'Coleira azul', description: 'Com plaquinha de nome.', price: 20, item: pet('coleira-azul') },
          {
            name: 'Coleira vermelha',
            description: 'Com um guizo que tilinta.',
            price: 20,
            item: pet('coleira-vermelha'),
          },
          { name: 'Laço rosa', description: 'Um laço fofo para a cabeça.', price: 25, item: pet('laco-rosa') },
          { name: 'Bandana', description: 'Bandana xadrez no pescoço.', price: 25, item: pet('bandana') },
          {
            name: 'Chapéu de festa',
            description: 'Para comemorar o aniversário do pet.',
            price: 30,
            item: pet('chapeu-de-festa'),
          },
        ],
      },
      {
        slug: 'brinquedos',
        name: 'Brinquedos',
        products: [
          { name: 'Bola colorida', description: 'Quica e rola pela casa.', price: 15, item: pet('bola') },
          { name: 'Osso de brinquedo', description: 'Para morder à vontade.', price: 15, item: pet('osso') },
          { name: 'Caminha macia', description: 'Para o pet descansar.', price: 50, item: pet('caminha') },
        ],
      },
    ],
  },
  {
    slug: 'casa',
    name: 'Casa',
    kind: 'home',
    products: [],
    subCategories: [
      {
        slug: 'sala',
        name: 'Sala',
        products: [
          { name: 'Sofá', description: 'Cabe a família toda.', price: 120, item: home('sofa') },
          { name: 'Poltrona', description: 'O cantinho da leitura.', price: 80, item: home('poltrona') },
          { name: 'Mesa', description: 'Para lanchar e fazer a lição.', price: 70, item: home('mesa') },
          { name: 'Cadeira', description: 'Combina com a mesa.', price: 40, item: home('cadeira') },
        ],
      },
      {
        slug: 'quarto',
        name: 'Quarto',
        products: [
          { name: 'Cama', description: 'Para sonhar bem.', price: 150, item: home('cama') },
          { name: 'Escrivaninha', description: 'Para estudar com organização.', price: 90, item: home('escrivaninha') },
          { name: 'Estante de livros', description: 'Guarde seus livros favoritos.', price: 80, item: home('estante') },
        ],
      },
      {
        slug: 'decoracao',
        name: 'Decoração',
        products: [
          { name: 'Tapete', description: 'Macio e colorido.', price: 40, item: home('tapete') },
          { name: 'Abajur', description: 'Uma luz aconchegante.', price: 35, item: home('abajur') },
          {
            name: 'Vaso de planta',
            description: 'Um pouco de verde em casa.',
            price: 30,
            item: home('vaso-de-planta'),
          },
          { name: 'Quadro', description: 'Uma pintura para a parede.', price: 45, item: home('quadro') },
        ],
      },
    ],
  },
  {
    slug: 'fundos',
    name: 'Fundos',
    kind: 'background',
    subCategories: [],
    products: [
      {
        name: 'Noite estrelada',
        description: 'Um céu cheio de estrelas para o seu perfil.',
        price: 100,
        item: { kind: 'background', art: 'estrelas' },
      },
      {
        name: 'Ondas do mar',
        description: 'O azul do mar no seu perfil.',
        price: 80,
        item: { kind: 'background', art: 'ondas' },
      },
      {
        name: 'Montanhas',
        description: 'Montanhas ao pôr do sol. Edição limitada!',
        price: 120,
        stock: 30,
        item: { kind: 'background', art: 'montanhas' },
      },
    ],
  },
  {
    slug: 'parque',
    name: 'Parque',
    kind: 'park_credits',
    subCategories: [],
    products: [
      {
        name: 'Pacote de 10 créditos',
        description: 'Créditos para ingressos e jogos do parque.',
        price: 20,
        item: { kind: 'park_credits', credits: 10 },
      },
      {
        name: 'Pacote de 30 créditos',
        description: 'Mais diversão no parque.',
        price: 50,
        item: { kind: 'park_credits', credits: 30 },
      },
      {
        name: 'Pacote de 100 créditos',
        description: 'O pacote mais vantajoso.',
        price: 150,
        item: { kind: 'park_credits', credits: 100 },
      },
    ],
  },
];

/** The category (or, with a parent, the sub-category) of that slug, created when missing. */
async function ensureShelf(
  db: Database,
  platformId: string,
  shelf: { slug: string; name: string; kind: StoreItemKind; position: number },
  parentId: string | null,
): Promise<string> {
  await db
    .insert(storeCategories)
    .values({ platform_id: platformId, parent_id: parentId, ...shelf })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: storeCategories.id })
    .from(storeCategories)
    .where(
      and(
        eq(storeCategories.platform_id, platformId),
        eq(storeCategories.slug, shelf.slug),
        parentId ? eq(storeCategories.parent_id, parentId) : isNull(storeCategories.parent_id),
      ),
    );
  if (!row) throw new Error(`store category ${shelf.slug} missing after seed`);
  return row.id;
}

/** The demo store on a platform: what is missing of it, by slug and product name; what exists stays (an administrator may have priced it). */
export async function seedDemoStore(db: Database, slug: string): Promise<void> {
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, slug));
  if (!platform) return;
  const platformId = platform.id;
  const existing = new Set(
    (
      await db.select({ name: storeProducts.name }).from(storeProducts).where(eq(storeProducts.platform_id, platformId))
    ).map((row) => row.name),
  );
  for (const [position, category] of DEMO_STORE.entries()) {
    const categoryId = await ensureShelf(db, platformId, { ...category, position }, null);
    const shelves: { id: string | null; products: DemoProduct[] }[] = [{ id: null, products: category.products }];
    for (const [subPosition, sub] of category.subCategories.entries()) {
      const shelf = { slug: sub.slug, name: sub.name, kind: category.kind, position: subPosition };
      shelves.push({ id: await ensureShelf(db, platformId, shelf, categoryId), products: sub.products });
    }
    // Positions run through the whole category, so its shelves read in the order written here.
    const placed = shelves.flatMap((shelf) => shelf.products.map((product) => ({ shelf: shelf.id, product })));
    const rows = placed.flatMap(({ shelf, product }, at) =>
      existing.has(product.name)
        ? []
        : [
            {
              platform_id: platformId,
              category_id: categoryId,
              sub_category_id: shelf,
              name: product.name,
              description: product.description,
              price: product.price,
              stock: product.stock ?? null,
              item: product.item,
              position: at,
            },
          ],
    );
    if (rows.length > 0) await db.insert(storeProducts).values(rows);
  }
}
