import { XS_MAX } from '../builder-constants.js';

/** The header's menu cart and its dropdown: on the shop pages and on every content page with the header. */
export const MENU_CART_CSS = `
.menu-cart{display:inline-flex;align-items:center;gap:.35rem;margin-left:auto;padding:.4rem .6rem;min-height:44px;box-sizing:border-box;border-radius:6px;color:var(--headings);text-decoration:none;font-weight:600;white-space:nowrap}
.menu-cart:hover{background:var(--primary-soft)}
.menu-cart svg{flex:none}
@media (max-width:${XS_MAX}px){.menu-cart{padding:.4rem}.menu-cart .menu-cart-total{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}}
.menu-cart-count{display:inline-grid;place-items:center;min-width:1.4rem;height:1.4rem;padding:0 .3rem;border-radius:999px;background:var(--primary);color:#fff;font-size:.8rem}
.menu-cart-wrap{position:relative;margin-left:auto}
.menu-cart-wrap .menu-cart{margin-left:0;border:0;background:none;font:inherit;cursor:pointer}
.menu-cart-wrap .menu-cart:hover{background:var(--primary-soft)}
.menu-cart svg{flex:none}
@media (max-width:${XS_MAX}px){.menu-cart{padding:.4rem}.menu-cart .menu-cart-total{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}}
.mini-cart{position:absolute;right:0;top:100%;z-index:30;width:min(22rem,calc(100vw - 2rem));box-sizing:border-box;overflow:auto;padding:1rem;background:#fff;color:var(--headings);border:1px solid #c5d3d2;border-radius:8px;box-shadow:0 8px 24px rgba(16,35,47,.16)}
.mini-cart[hidden]{display:none}
.mini-cart-close{float:right;min-width:44px;min-height:44px;margin:-.75rem -.75rem 0 0;border:0;background:none;color:var(--headings);font-size:1.5rem;cursor:pointer}
.mini-cart-lines{list-style:none;margin:0 0 .75rem;padding:0}
.mini-cart-lines li{display:flex;justify-content:space-between;gap:.75rem;padding:.5rem 0;border-bottom:1px solid #e3eceb}
.mini-cart-qty{white-space:nowrap}
.mini-cart-name{flex:1}.mini-cart-remove{margin:0;flex:none}
.mini-cart-remove-btn{min-width:32px;min-height:32px;margin:-.35rem 0;padding:0;border:1px solid transparent;border-radius:50%;background:none;color:#a4262c;font-size:1.35rem;line-height:1;cursor:pointer}
.mini-cart-remove-btn:hover{border-color:#a4262c}
.mini-cart-subtotal{display:flex;justify-content:space-between;margin:.5rem 0 1rem}
.mini-cart-buttons{display:flex;flex-wrap:wrap;gap:.5rem;margin:0}
.mini-cart-buttons .btn{flex:1;text-align:center}
`;

/** The shop pages' styles, inlined after the theme's: the site's colours as the theme's custom properties. */
export const SHOP_CSS = `
.shop{padding-top:1.5rem;padding-bottom:2rem}
.shop-notices{margin:0 0 1.25rem;padding:0;list-style:none}
.shop-notice{display:flex;flex-wrap:wrap;gap:.75rem 1.25rem;align-items:center;justify-content:space-between;border-left:4px solid var(--primary);background:var(--primary-soft);padding:.9rem 1.25rem;border-radius:4px;margin:0 0 .75rem}
.shop-notice.is-error{border-color:#a4262c;background:#fdf0f0}
.shop-notice p{margin:0}
.shop-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));gap:1.5rem}
.product-card{display:flex;flex-direction:column;gap:.5rem;border:1px solid #d9e2e8;border-radius:8px;padding:1rem}
.product-card h2{font-size:1.1rem;margin:.25rem 0 0}
.product-card h2 a{text-decoration:none;color:var(--headings)}
.product-card h2 a:hover{text-decoration:underline}
.product-card .desc{margin:0;color:#3d4f5c;font-size:.95rem;flex:1}
.product-card form{margin:0}
.product-art{display:grid;place-items:center;aspect-ratio:4/3;background:var(--primary-tint);border-radius:6px;color:var(--primary)}
.product-art.is-large{aspect-ratio:1;max-width:26rem}
.product-img{display:block;width:100%;height:auto;border-radius:6px;background:var(--primary-tint)}
.product-gallery{max-width:32rem;min-width:0}
.category{margin:0;font-size:.85rem;color:#3d4f5c;text-transform:uppercase;letter-spacing:.04em}
.price{margin:0;font-weight:700;color:var(--headings);font-size:1.1rem}
.price del{font-weight:400;color:#3d4f5c;margin-right:.4rem}
.price ins{text-decoration:none}
.stock-out{color:#a4262c;font-weight:600;margin:0}
.stock-in{color:#1d6b3a;margin:0}
.product-layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:2rem;align-items:start}
@media (max-width:767px){.product-layout{grid-template-columns:1fr}}
.product-layout h1{margin-top:0}
.field{display:flex;flex-direction:column;gap:.3rem;margin:0 0 1rem}
.field label,.field legend{font-weight:600}
.field input,.field textarea,.field select,.qty{font:inherit;padding:.55rem .7rem;border:1px solid #6b7c88;border-radius:6px;background:#fff;color:var(--text);min-height:44px}
.qty{width:5rem}
.field [aria-invalid=true]{border-color:#a4262c;border-width:2px}
.field-error{color:#a4262c;margin:0;font-size:.95rem}
.choices{border:0;padding:0;margin:0 0 1rem}
.choices legend{font-weight:600;margin-bottom:.4rem;padding:0}
.choice{display:flex;gap:.6rem;align-items:flex-start;padding:.55rem .75rem;border:1px solid #d9e2e8;border-radius:6px;margin-bottom:.5rem}
.choice input{width:1.2rem;height:1.2rem;margin:.2rem 0 0}
.choice small{display:block;color:#3d4f5c}
.add-row{display:flex;gap:.75rem;align-items:flex-end;flex-wrap:wrap}
.add-row .field{margin:0}
.btn-secondary{background:#fff;color:var(--primary);border:2px solid var(--primary);padding:.55rem 1.1rem}
.btn-secondary:hover{background:var(--primary-soft);color:var(--primary-dark)}
.btn-link{background:none;border:0;padding:.25rem 0;color:#a4262c;text-decoration:underline;cursor:pointer;font:inherit;min-height:24px}
.cart-layout{display:grid;grid-template-columns:minmax(0,2fr) minmax(16rem,1fr);gap:2rem;align-items:start}
@media (max-width:900px){.cart-layout{grid-template-columns:1fr}}
@media (min-width:901px){.cart-layout>.totals{position:sticky;top:6rem}}
.cart-table{width:100%;border-collapse:collapse}
.cart-table th,.cart-table td{text-align:left;padding:.75rem .5rem;border-bottom:1px solid #d9e2e8;vertical-align:middle}
.cart-table td.num,.cart-table th.num{text-align:right}
@media (max-width:600px){.cart-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}.cart-table tr{display:grid;grid-template-columns:1fr auto;gap:.25rem .75rem;border-bottom:1px solid #d9e2e8;padding:.75rem 0}.cart-table td,.cart-table th{border:0;padding:0}.cart-table td[data-title]::before{content:attr(data-title) ": ";font-weight:600}}
.cart-actions{display:flex;flex-wrap:wrap;gap:1rem;justify-content:space-between;align-items:flex-end;margin-top:1rem}
.coupon{display:flex;gap:.5rem;align-items:flex-end;flex-wrap:wrap}
.coupon .field{margin:0}
.totals{border:1px solid #d9e2e8;border-radius:8px;padding:1.25rem}
.totals h2{margin-top:0;font-size:1.3rem}
.totals table{width:100%;border-collapse:collapse;margin-bottom:1rem}
.totals th,.totals td{padding:.5rem 0;border-bottom:1px solid #d9e2e8;text-align:left}
.totals td{text-align:right}
.totals .tax{display:block;font-size:.9rem;font-weight:400;color:#3d4f5c}
.totals .btn{display:block;text-align:center}
.checkout-layout{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:2rem;align-items:start}
@media (max-width:900px){.checkout-layout{grid-template-columns:1fr}}
.fields-2{display:grid;grid-template-columns:1fr 1fr;gap:0 1rem}
@media (max-width:600px){.fields-2{grid-template-columns:1fr}}
.error-summary{border:2px solid #a4262c;border-radius:6px;padding:1rem 1.25rem;margin:0 0 1.25rem}
.error-summary h2{margin:0 0 .5rem;font-size:1.1rem;color:#a4262c}
.error-summary ul{margin:0;padding-left:1.25rem}
.place-order{width:100%;font-size:1.1rem;padding:.9rem}
.order-facts{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:1rem 2.5rem;margin:1rem 0 1.5rem}
.order-facts li{display:flex;flex-direction:column}
.order-facts strong{font-size:1.05rem}
.cart-link{margin:0 0 1rem;text-align:right}
.account-columns{display:grid;grid-template-columns:1fr 1fr;gap:2rem;align-items:stretch}
@media (max-width:767px){.account-columns{grid-template-columns:1fr}}
.account-form{max-width:36rem}
.account-layout{display:grid;grid-template-columns:14rem minmax(0,1fr);gap:2rem;align-items:start}
@media (max-width:767px){.account-layout{grid-template-columns:1fr}}
.account-nav ul{list-style:none;margin:0;padding:0;border-top:1px solid #d9e2e8}
.account-nav li{border-bottom:1px solid #d9e2e8}
.account-nav a,.account-nav .btn-link{display:block;padding:.7rem .25rem;min-height:44px;box-sizing:border-box}
.account-nav a[aria-current=page]{font-weight:700;color:var(--headings)}
.account-nav .btn-link{color:var(--primary);width:100%;text-align:left}
.inline-form{display:inline;margin:0}
.address-block{display:flex;flex-direction:column;gap:.75rem;border:1px solid #d9e2e8;border-radius:8px;padding:1.25rem;height:100%;box-sizing:border-box}
.address-block h2{margin:0;font-size:1.2rem}
.address-block address{flex:1}
.address-block .btn{align-self:flex-start}
.password-change{border:1px solid #d9e2e8;border-radius:8px;padding:1rem 1.25rem;margin:0 0 1rem}
.password-change legend{font-weight:700;padding:0 .25rem}
.hint{margin:0;color:#3d4f5c;font-size:.9rem}
.remember{margin:0 0 1rem}
.checkout-login,.checkout-coupon{border:1px solid #d9e2e8;border-radius:8px;padding:.9rem 1.25rem;margin:0 0 1.5rem}
.checkout-login summary,.checkout-coupon summary{cursor:pointer;font-weight:600;min-height:24px}
.checkout-login[open] summary,.checkout-coupon[open] summary{margin-bottom:.75rem}
.shop form[aria-busy=true]{position:relative}
.shop form[aria-busy=true]::after{content:"";position:absolute;inset:0;background:rgba(255,255,255,.6);cursor:wait}
.account-orders mark{background:none}
${MENU_CART_CSS}
.search-posts{margin-top:2.5rem}.search-posts ul{list-style:none;margin:0;padding:0}
.search-posts li{padding:1rem 0;border-bottom:1px solid #d9e2e8}.search-posts h3{margin:0 0 .35rem;font-size:1.15rem}.search-posts p{margin:0}
.shop-search{display:flex;gap:.5rem;align-items:flex-end;flex-wrap:wrap;margin:0 0 1.5rem}
.shop-search .field{margin:0;flex:1;min-width:12rem;max-width:24rem}
`;
