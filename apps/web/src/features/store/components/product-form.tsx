import {
  AVATAR_ITEM_OPTIONS,
  type AvatarItemOption,
  BACKGROUND_ART,
  HOME_ART,
  type ManagedProduct,
  type NewProductBody,
  newProductBodySchema,
  PET_ART,
  type ProductChangesBody,
  productChangesBodySchema,
  type StoreCategory,
  type StoreItem,
  type StoreItemKind,
  storeItemSchema,
} from '@ava/contracts';
import { adventurer } from '@dicebear/collection';
import { useId } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useSubCategories } from '../api/store-categories.ts';
import { STORE_NAMESPACE } from '../store-strings.ts';
import { ProductArt } from './product-art.tsx';

interface FormValues {
  category_id: string;
  /** '' is none. */
  sub_category_id: string;
  name: string;
  description: string;
  price: number;
  unlimited: boolean;
  stock: number;
  option: AvatarItemOption;
  value: string;
  /** '#rrggbb' of a hair colour. */
  color: string;
  art: string;
  credits: number;
}

const ARTS: Partial<Record<StoreItemKind, readonly string[]>> = {
  pet: PET_ART,
  home: HOME_ART,
  background: BACKGROUND_ART,
};

/** The variants DiceBear's adventurer style has for an option; null for a colour. */
function variantsOf(option: AvatarItemOption): string[] | null {
  if (option === 'hairColor') return null;
  const property = adventurer.schema.properties?.[option] as { items?: { enum?: string[] } } | undefined;
  return [...(property?.items?.enum ?? [])].sort();
}

function itemOf(kind: StoreItemKind, values: FormValues): unknown {
  switch (kind) {
    case 'avatar':
      return {
        kind,
        style: 'adventurer',
        option: values.option,
        value: values.option === 'hairColor' ? values.color.replace('#', '') : values.value,
      };
    case 'park_credits':
      return { kind, credits: values.credits };
    default:
      return { kind, art: values.art };
  }
}

const stockOf = (values: FormValues) => (values.unlimited ? null : values.stock);

interface Shared {
  busy: boolean;
  onCancel: () => void;
}
type Props =
  | (Shared & {
      mode: 'new';
      categories: StoreCategory[];
      product?: undefined;
      onSubmit: (body: NewProductBody) => void;
    })
  | (Shared & {
      mode: 'edit';
      product: ManagedProduct;
      categories?: undefined;
      onSubmit: (body: ProductChangesBody) => void;
    });

/**
 * The product form of the store keepers: a new product (category, sub-category, the item it gives,
 * with a preview) or the changes of one (name, description, price, stock). Checked with the
 * contracts' schemas, so the messages are the server's.
 */
export function ProductForm(props: Props) {
  const { t } = useTranslation(STORE_NAMESPACE);
  const id = useId();
  const { product } = props;
  const kindOf = (categoryId: string) => props.categories?.find((category) => category.id === categoryId)?.kind;

  function bodyOf(values: FormValues): unknown {
    const fields = {
      name: values.name,
      description: values.description,
      price: values.price,
      stock: stockOf(values),
    };
    if (props.mode === 'edit') return fields;
    const kind = kindOf(values.category_id);
    return {
      ...fields,
      category_id: values.category_id,
      sub_category_id: values.sub_category_id || null,
      item: kind ? itemOf(kind, values) : null,
    };
  }

  const resolver: Resolver<FormValues> = async (values) => {
    const schema = props.mode === 'edit' ? productChangesBodySchema : newProductBodySchema;
    const parsed = schema.safeParse(bodyOf(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'name');
      errors[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<FormValues> };
  };

  const firstCategory = props.categories?.[0];
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FormValues>({
    resolver,
    defaultValues: {
      category_id: firstCategory?.id ?? '',
      sub_category_id: product?.sub_category_id ?? '',
      name: product?.name ?? '',
      description: product?.description ?? '',
      price: product?.price ?? 10,
      unlimited: product ? product.stock === null : true,
      stock: product?.stock ?? 10,
      option: 'hair',
      value: '',
      color: '#3b6fd4',
      art: '',
      credits: 10,
    },
  });
  const values = watch();
  const kind = props.mode === 'new' ? kindOf(values.category_id) : undefined;
  const subCategories = useSubCategories(props.mode === 'new' && values.category_id ? values.category_id : null);
  const item = kind ? storeItemSchema.safeParse(itemOf(kind, values)) : null;
  const variants = kind === 'avatar' ? variantsOf(values.option) : null;

  /** What the resolver accepted, as the schema reads it (trimmed, defaults filled). */
  function submit(form: FormValues) {
    if (props.mode === 'edit') props.onSubmit(productChangesBodySchema.parse(bodyOf(form)));
    else props.onSubmit(newProductBodySchema.parse(bodyOf(form)));
  }

  const error = (field: keyof FormValues | 'item') => {
    const message = (errors as Record<string, { message?: string } | undefined>)[field]?.message;
    return message ? (
      <span role="alert" className="text-sm font-normal text-red-700">
        {message}
      </span>
    ) : null;
  };
  const label = 'flex flex-col gap-1 font-semibold';

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-3">
      {props.mode === 'new' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <label htmlFor={`${id}-category`} className={label}>
            {t('admin.category')}
            <select id={`${id}-category`} className={INPUT} {...register('category_id')}>
              {props.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
            {error('category_id')}
          </label>
          <label htmlFor={`${id}-sub`} className={label}>
            {t('admin.subCategory')}
            <select id={`${id}-sub`} className={INPUT} {...register('sub_category_id')}>
              <option value="">{t('admin.noSubCategory')}</option>
              {(subCategories.data?.sub_categories ?? []).map((sub) => (
                <option key={sub.id} value={sub.id}>
                  {sub.name}
                </option>
              ))}
            </select>
            {error('sub_category_id')}
          </label>
        </div>
      )}
      <label htmlFor={`${id}-name`} className={label}>
        {t('admin.name')}
        <input id={`${id}-name`} className={INPUT} aria-invalid={Boolean(errors.name)} {...register('name')} />
        {error('name')}
      </label>
      <label htmlFor={`${id}-description`} className={label}>
        {t('admin.description')}
        <textarea id={`${id}-description`} rows={2} className={INPUT} {...register('description')} />
        {error('description')}
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <label htmlFor={`${id}-price`} className={label}>
          {t('admin.priceLabel')}
          <input
            id={`${id}-price`}
            type="number"
            inputMode="numeric"
            min={1}
            className={INPUT}
            aria-invalid={Boolean(errors.price)}
            {...register('price', { valueAsNumber: true })}
          />
          {error('price')}
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-stock`} className="font-semibold">
            {t('admin.stock')}
          </label>
          <input
            id={`${id}-stock`}
            type="number"
            inputMode="numeric"
            min={0}
            disabled={values.unlimited}
            className={INPUT}
            aria-invalid={Boolean(errors.stock)}
            {...register('stock', { valueAsNumber: true })}
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...register('unlimited')} />
            {t('admin.unlimited')}
          </label>
          {error('stock')}
        </div>
      </div>

      {kind && (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3">
          <legend className="px-1 font-semibold">{t('admin.item')}</legend>
          {kind === 'avatar' && (
            <div className="grid gap-3 sm:grid-cols-2">
              <label htmlFor={`${id}-option`} className={label}>
                {t('admin.option')}
                <select id={`${id}-option`} className={INPUT} {...register('option')}>
                  {AVATAR_ITEM_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {t(`admin.options.${option}`)}
                    </option>
                  ))}
                </select>
              </label>
              {variants ? (
                <label htmlFor={`${id}-value`} className={label}>
                  {t('admin.value')}
                  <select id={`${id}-value`} className={INPUT} {...register('value')}>
                    <option value="" />
                    {variants.map((variant) => (
                      <option key={variant} value={variant}>
                        {variant}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <label htmlFor={`${id}-color`} className={label}>
                  {t('admin.color')}
                  <input id={`${id}-color`} type="color" className="h-10 w-20" {...register('color')} />
                </label>
              )}
            </div>
          )}
          {ARTS[kind] && (
            <label htmlFor={`${id}-art`} className={label}>
              {t('admin.art')}
              <select id={`${id}-art`} className={INPUT} {...register('art')}>
                <option value="" />
                {ARTS[kind].map((art) => (
                  <option key={art} value={art}>
                    {t(`admin.arts.${art}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {kind === 'park_credits' && (
            <label htmlFor={`${id}-credits`} className={label}>
              {t('admin.creditsLabel')}
              <input
                id={`${id}-credits`}
                type="number"
                inputMode="numeric"
                min={1}
                className={INPUT}
                {...register('credits', { valueAsNumber: true })}
              />
            </label>
          )}
          {error('item')}
          {item?.success && (
            <figure className="flex items-center gap-3">
              <div className="grid size-20 place-items-center overflow-hidden rounded-lg bg-light">
                <ProductArt item={item.data as StoreItem} />
              </div>
              <figcaption className="text-sm text-subtitle">{t('admin.preview')}</figcaption>
            </figure>
          )}
        </fieldset>
      )}

      <div className="mt-3 flex justify-end gap-2">
        <button type="button" onClick={props.onCancel} className={SECONDARY_BUTTON}>
          {t('cancel')}
        </button>
        <button type="submit" disabled={props.busy} className={PRIMARY_BUTTON}>
          {t('admin.save')}
        </button>
      </div>
    </form>
  );
}
