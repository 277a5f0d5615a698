import '@adonisjs/inertia/types'

import type React from 'react'
import type { Prettify } from '@adonisjs/core/types/common'

type ExtractProps<T> =
  T extends React.FC<infer Props>
    ? Prettify<Omit<Props, 'children'>>
    : T extends React.Component<infer Props>
      ? Prettify<Omit<Props, 'children'>>
      : never

declare module '@adonisjs/inertia/types' {
  export interface InertiaPages {
    'errors/not_found': ExtractProps<(typeof import('../../inertia/pages/errors/not_found.tsx'))['default']>
    'errors/server_error': ExtractProps<(typeof import('../../inertia/pages/errors/server_error.tsx'))['default']>
    'storefront/catalog': ExtractProps<(typeof import('../../inertia/pages/storefront/catalog.tsx'))['default']>
    'storefront/contact': ExtractProps<(typeof import('../../inertia/pages/storefront/contact.tsx'))['default']>
    'storefront/faq': ExtractProps<(typeof import('../../inertia/pages/storefront/faq.tsx'))['default']>
    'storefront/home': ExtractProps<(typeof import('../../inertia/pages/storefront/home.tsx'))['default']>
    'storefront/news_index': ExtractProps<(typeof import('../../inertia/pages/storefront/news_index.tsx'))['default']>
    'storefront/news_show': ExtractProps<(typeof import('../../inertia/pages/storefront/news_show.tsx'))['default']>
    'storefront/product': ExtractProps<(typeof import('../../inertia/pages/storefront/product.tsx'))['default']>
    'storefront/regions': ExtractProps<(typeof import('../../inertia/pages/storefront/regions.tsx'))['default']>
    'storefront/static_page': ExtractProps<(typeof import('../../inertia/pages/storefront/static_page.tsx'))['default']>
    'storefront/supplier': ExtractProps<(typeof import('../../inertia/pages/storefront/supplier.tsx'))['default']>
    'storefront/suppliers': ExtractProps<(typeof import('../../inertia/pages/storefront/suppliers.tsx'))['default']>
  }
}
