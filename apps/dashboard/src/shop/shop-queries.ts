/**
 * The shop's owner API reads (/api/owner/shop/…): each query's key and fetcher from `shopQueries`. A list's
 * pages share the list's key as their prefix (`allProducts`, `allOrders`), so a write makes every page of
 * it stale at once.
 */
import type {
  OrderStatus,
  ShopCategoriesAnswer,
  ShopCouponsAnswer,
  ShopInventorySettings,
  ShopLegalDetails,
  ShopMailsAnswer,
  ShopOrderDetail,
  ShopOrdersAnswer,
  ShopPaymentSettings,
  ShopProductAdmin,
  ShopProductsAnswer,
  ShopSettings,
  ShopShipping,
  ShopTaxSettings,
  ShopTimeZone,
} from '@beckon/owner-api';
import { queryOptions } from '@tanstack/react-query';
import { api, query } from '../api/client.js';

const BASE = '/api/owner/shop';
const PRODUCTS = ['shop-products'] as const;
const ORDERS = ['shop-orders'] as const;

export const shopQueries = {
  /** Every page of every search of the catalogue. */
  allProducts: () => PRODUCTS,
  products: (search: string, page: number) =>
    queryOptions({
      queryKey: [...PRODUCTS, search, page],
      queryFn: () => api<ShopProductsAnswer>('GET', `${BASE}/products${query({ q: search, page })}`),
    }),
  product: (productId: string) =>
    queryOptions({
      queryKey: ['shop-product', productId],
      queryFn: () => api<ShopProductAdmin>('GET', `${BASE}/products/${encodeURIComponent(productId)}`),
    }),
  categories: () =>
    queryOptions({
      queryKey: ['shop-categories'],
      queryFn: () => api<ShopCategoriesAnswer>('GET', `${BASE}/categories`),
    }),
  /** Every page of every status filter of the orders. */
  allOrders: () => ORDERS,
  orders: (status: OrderStatus | '', page: number) =>
    queryOptions({
      queryKey: [...ORDERS, status, page],
      queryFn: () => api<ShopOrdersAnswer>('GET', `${BASE}/orders${query({ status, page })}`),
    }),
  order: (orderNumber: string) =>
    queryOptions({
      queryKey: ['shop-order', orderNumber],
      queryFn: () => api<ShopOrderDetail>('GET', `${BASE}/orders/${encodeURIComponent(orderNumber)}`),
    }),
  coupons: () =>
    queryOptions({ queryKey: ['shop-coupons'], queryFn: () => api<ShopCouponsAnswer>('GET', `${BASE}/coupons`) }),
  settings: () =>
    queryOptions({ queryKey: ['shop-settings'], queryFn: () => api<ShopSettings>('GET', `${BASE}/settings`) }),
  payments: () =>
    queryOptions({
      queryKey: ['shop-payments'],
      queryFn: () => api<ShopPaymentSettings>('GET', `${BASE}/payments`),
    }),
  inventory: () =>
    queryOptions({
      queryKey: ['shop-inventory'],
      queryFn: () => api<ShopInventorySettings>('GET', `${BASE}/inventory`),
    }),
  timeZone: () =>
    queryOptions({
      queryKey: ['shop-time-zone'] as ['shop-time-zone'],
      queryFn: () => api<ShopTimeZone>('GET', `${BASE}/time-zone`),
    }),
  taxes: () => queryOptions({ queryKey: ['shop-taxes'], queryFn: () => api<ShopTaxSettings>('GET', `${BASE}/taxes`) }),
  shipping: () =>
    queryOptions({ queryKey: ['shop-shipping'], queryFn: () => api<ShopShipping>('GET', `${BASE}/shipping`) }),
  legal: () => queryOptions({ queryKey: ['shop-legal'], queryFn: () => api<ShopLegalDetails>('GET', `${BASE}/legal`) }),
  mails: () => queryOptions({ queryKey: ['shop-mails'], queryFn: () => api<ShopMailsAnswer>('GET', `${BASE}/mails`) }),
};

export const saveShopSettings = (settings: ShopSettings) => api<ShopSettings>('PUT', `${BASE}/settings`, settings);
export const saveShopPayments = (settings: ShopPaymentSettings) =>
  api<ShopPaymentSettings>('PUT', `${BASE}/payments`, settings);
export const saveShopShipping = (shipping: ShopShipping) => api<ShopShipping>('PUT', `${BASE}/shipping`, shipping);
export const saveShopInventory = (settings: ShopInventorySettings) =>
  api<ShopInventorySettings>('PUT', `${BASE}/inventory`, settings);
export const saveShopTimeZone = (zone: ShopTimeZone) => api<ShopTimeZone>('PUT', `${BASE}/time-zone`, zone);
export const saveShopTaxes = (settings: ShopTaxSettings) => api<ShopTaxSettings>('PUT', `${BASE}/taxes`, settings);
export const saveShopLegal = (details: ShopLegalDetails) => api<ShopLegalDetails>('PUT', `${BASE}/legal`, details);
