import { GeneratePixelBodySchema, QueryPixelNameBodySchema } from '@contract/pixels/pixels.schema';
import { AttachPixelStoreBodySchema } from '@contract/pixels/pixels.schema';
import { shopDomainOf } from '@contract/shopify/shopify.schema';
import { describe, expect, it } from 'vitest';
import {
  attachStoreFormSchema,
  existingPixelBody,
  existingPixelFormSchema,
  newPixelFormSchema,
  pixelCodeFormSchema,
} from '@/features/pixels/forms/pixel-form-schemas';
import { PixelsSearchSchema } from '@/features/pixels/pixels-search';
import { connectQueryOf, connectSearchOf, ShopifyConnectSearchSchema } from '@/features/pixels/shopify-connect-search';
import { validationMessage } from '@/lib/validation';

const AD_ACCOUNT = '7301845562917340161';
const CODE = 'CQ1ABCDEFGH2345678XY';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('store address (the rule the screen and the mock share)', () => {
  it('reads a URL or a domain as its myshopify.com domain', () => {
    expect(shopDomainOf('https://Lan-Boutique.myshopify.com/admin')).toBe('lan-boutique.myshopify.com');
    expect(shopDomainOf('  lan-boutique.myshopify.com ')).toBe('lan-boutique.myshopify.com');
    expect(shopDomainOf('http://lan-boutique.myshopify.com')).toBe('lan-boutique.myshopify.com');
  });

  it('refuses any other address', () => {
    for (const address of ['https://lanboutique.vn', 'myshopify.com', 'shop .myshopify.com', 'https://', '']) {
      expect(shopDomainOf(address)).toBeNull();
    }
  });
});

describe('create-pixel forms', () => {
  it('a new pixel: the contract accepts what the form gives', () => {
    const parsed = newPixelFormSchema.parse({ name: '  Spring sale ', adsAccountId: AD_ACCOUNT });
    expect(parsed).toEqual({ name: 'Spring sale', pixelName: 'Spring sale', adsAccountId: AD_ACCOUNT });
    expect(GeneratePixelBodySchema.safeParse(parsed).success).toBe(true);
  });

  it('a name is 3 to 100 characters and an ad account is chosen (spec section 5)', () => {
    const length = validationMessage('nameLength', { min: 3, max: 100 });
    expect(firstMessage(newPixelFormSchema.safeParse({ name: 'ab', adsAccountId: AD_ACCOUNT }))).toBe(length);
    expect(firstMessage(newPixelFormSchema.safeParse({ name: 'x'.repeat(101), adsAccountId: AD_ACCOUNT }))).toBe(
      length,
    );
    expect(firstMessage(newPixelFormSchema.safeParse({ name: 'Spring sale', adsAccountId: '' }))).toBe(
      validationMessage('required'),
    );
    expect(firstMessage(existingPixelFormSchema.safeParse({ name: ' ' }))).toBe(validationMessage('required'));
  });

  it('a name holds no markup and no hidden direction characters, as the contract says', () => {
    const notPlainText = validationMessage('nameNotPlainText');
    expect(firstMessage(newPixelFormSchema.safeParse({ name: '<b>x</b>', adsAccountId: AD_ACCOUNT }))).toBe(
      notPlainText,
    );
    expect(firstMessage(existingPixelFormSchema.safeParse({ name: 'Sale\u202Egpj.exe' }))).toBe(notPlainText);
    const body = { name: 'Spring sale', pixelName: '<b>x</b>', adsAccountId: AD_ACCOUNT };
    expect(GeneratePixelBodySchema.safeParse(body).success).toBe(false);
  });

  it('a pasted code is cleaned up and must be a platform code', () => {
    const parsed = pixelCodeFormSchema.parse({ code: ' cq1abcdefgh 2345678xy ' });
    expect(parsed.code).toBe(CODE);
    expect(QueryPixelNameBodySchema.safeParse(parsed).success).toBe(true);
    expect(firstMessage(pixelCodeFormSchema.safeParse({ code: '' }))).toBe(validationMessage('required'));
    expect(firstMessage(pixelCodeFormSchema.safeParse({ code: 'ABC-123' }))).toBe(
      validationMessage('pixelCodeInvalid'),
    );
  });

  it('an existing pixel is added with its platform name, ad account and code', () => {
    const body = existingPixelBody({ code: CODE, pixelName: 'New Collection Pixel', adsAccountId: AD_ACCOUNT }, 'NC');
    expect(body).toEqual({ name: 'NC', pixelName: 'New Collection Pixel', adsAccountId: AD_ACCOUNT, code: CODE });
    expect(GeneratePixelBodySchema.safeParse(body).success).toBe(false);
    const named = existingPixelBody({ code: CODE, pixelName: 'New Collection Pixel', adsAccountId: AD_ACCOUNT }, 'New');
    expect(GeneratePixelBodySchema.safeParse(named).success).toBe(true);
  });

  it('the store to attach leaves as the domain the contract takes', () => {
    const { shop } = attachStoreFormSchema.parse({ shop: 'https://Spring-Sale.myshopify.com/' });
    expect(shop).toBe('spring-sale.myshopify.com');
    expect(AttachPixelStoreBodySchema.safeParse({ pixelId: 'pxl_1', shop }).success).toBe(true);
    expect(firstMessage(attachStoreFormSchema.safeParse({ shop: 'lanboutique.vn' }))).toBe(
      validationMessage('shopDomainInvalid'),
    );
    expect(firstMessage(attachStoreFormSchema.safeParse({ shop: '' }))).toBe(validationMessage('required'));
  });
});

describe('URL state', () => {
  it('keeps the list state and the open settings, and drops bad values', () => {
    expect(PixelsSearchSchema.parse({ search: 'sale', status: 'inactive', page: '2', pixel: 'pxl_1' })).toEqual({
      search: 'sale',
      status: 'inactive',
      page: 2,
      pixel: 'pxl_1',
    });
    expect(PixelsSearchSchema.parse({ status: 'paused', page: 'abc', limit: 1000 })).toEqual({});
  });

  it('reads the connect query from the landing URL, only with a valid store', () => {
    const search = ShopifyConnectSearchSchema.parse({
      shop: 'Spring-Sale.myshopify.com',
      pixelCode: CODE,
      connected: 'maybe',
    });
    expect(search.connected).toBeUndefined();
    expect(connectQueryOf(search)).toEqual({
      shop: 'spring-sale.myshopify.com',
      pixelCode: CODE,
      pixelName: undefined,
      pixelAdsAccountId: undefined,
    });
    expect(connectQueryOf(ShopifyConnectSearchSchema.parse({ shop: 'evil.example.com' }))).toBeNull();
  });

  it('reads ids from the address as text, digits and all', () => {
    const search = connectSearchOf(
      `?shop=a.myshopify.com&pixelCode=1234567890&pixelAdsAccountId=${AD_ACCOUNT}&connected=true&pixelId=pxl_1`,
    );
    expect(search).toEqual({
      shop: 'a.myshopify.com',
      pixelCode: '1234567890',
      pixelAdsAccountId: AD_ACCOUNT,
      connected: true,
      pixelId: 'pxl_1',
    });
    expect(connectSearchOf('?connected=false').connected).toBe(false);
    expect(ShopifyConnectSearchSchema.parse({ connected: true }).connected).toBe(true);
  });

  it('drops a crafted pixel name that is not plain text, so the page shows the code instead', () => {
    const params = (pixelName: string) =>
      `?${new URLSearchParams({ shop: 'a.myshopify.com', pixelCode: CODE, pixelName }).toString()}`;
    expect(connectSearchOf(params('Spring sale')).pixelName).toBe('Spring sale');
    expect(connectSearchOf(params('Spring\u202Egpj.exe')).pixelName).toBeUndefined();
    expect(connectSearchOf(params('<img src=x onerror=alert(1)>')).pixelName).toBeUndefined();
  });
});
