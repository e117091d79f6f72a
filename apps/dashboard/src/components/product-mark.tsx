/** Beckon's mark: a pop-up card rising from a page, drawn inline so it needs no request. Decorative. */
export function ProductMark() {
  return (
    <svg className="product-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <rect x="2" y="8" width="20" height="22" rx="4" fill="#ddf4ff" stroke="#0969da" strokeWidth="2" />
      <rect x="10" y="2" width="20" height="16" rx="4" fill="#0969da" />
      <path d="M15 10h10" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M7 22h9M7 26h6" stroke="#0969da" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
