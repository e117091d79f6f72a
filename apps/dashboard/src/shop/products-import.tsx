/**
 * The Products screen's CSV import: a file with the export's columns (Export CSV gives one to edit).
 * The server checks every row and stores all or nothing; its refusal lists each line to fix.
 */
import type { ShopProductsImportAnswer } from '@beckon/owner-api';
import { api } from '../api/client.js';
import { CsvImportForm } from '../components/csv-import-form.js';
import { tElements, useT } from '../i18n/i18n.js';
import { shopQueries } from './shop-queries.js';

export function ProductsImport() {
  const t = useT();
  return (
    <CsvImportForm
      idPrefix="products-import"
      title={t('shop.import.title')}
      hint={tElements('shop.import.hint', {
        // The file's own column name, as the file must spell it.
        column: (
          <span key="column" lang="en">
            Product ID
          </span>
        ),
      })}
      send={(csv) => api<ShopProductsImportAnswer>('POST', '/api/owner/shop/products/import', { csv })}
      invalidates={shopQueries.allProducts()}
      doneText={(a) => t('shop.import.done', { created: a.created, updated: a.updated })}
    />
  );
}
