import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'home.az': { paramsTuple?: []; params?: {} }
    'home.en': { paramsTuple?: []; params?: {} }
    'home.ru': { paramsTuple?: []; params?: {} }
    'about.az': { paramsTuple?: []; params?: {} }
    'about.en': { paramsTuple?: []; params?: {} }
    'about.ru': { paramsTuple?: []; params?: {} }
    'feature.az': { paramsTuple?: []; params?: {} }
    'feature.en': { paramsTuple?: []; params?: {} }
    'feature.ru': { paramsTuple?: []; params?: {} }
    'terms.az': { paramsTuple?: []; params?: {} }
    'terms.en': { paramsTuple?: []; params?: {} }
    'terms.ru': { paramsTuple?: []; params?: {} }
    'faq.az': { paramsTuple?: []; params?: {} }
    'faq.en': { paramsTuple?: []; params?: {} }
    'faq.ru': { paramsTuple?: []; params?: {} }
    'contact.az': { paramsTuple?: []; params?: {} }
    'contact.az.store': { paramsTuple?: []; params?: {} }
    'contact.en': { paramsTuple?: []; params?: {} }
    'contact.en.store': { paramsTuple?: []; params?: {} }
    'contact.ru': { paramsTuple?: []; params?: {} }
    'contact.ru.store': { paramsTuple?: []; params?: {} }
    'category.az': { paramsTuple?: []; params?: {} }
    'category.az.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'category.en': { paramsTuple?: []; params?: {} }
    'category.en.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'category.ru': { paramsTuple?: []; params?: {} }
    'category.ru.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'search.az': { paramsTuple?: []; params?: {} }
    'search.az.suggest': { paramsTuple?: []; params?: {} }
    'search.en': { paramsTuple?: []; params?: {} }
    'search.en.suggest': { paramsTuple?: []; params?: {} }
    'search.ru': { paramsTuple?: []; params?: {} }
    'search.ru.suggest': { paramsTuple?: []; params?: {} }
    'special_offers.az': { paramsTuple?: []; params?: {} }
    'special_offers.en': { paramsTuple?: []; params?: {} }
    'special_offers.ru': { paramsTuple?: []; params?: {} }
    'product.az': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'product.az.quick_look': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.az.seller_phone': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.az.comment': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.en': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'product.en.quick_look': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.en.seller_phone': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.en.comment': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.ru': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'product.ru.quick_look': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.ru.seller_phone': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.ru.comment': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'news.az': { paramsTuple?: []; params?: {} }
    'news_item.az': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'news.en': { paramsTuple?: []; params?: {} }
    'news_item.en': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'news.ru': { paramsTuple?: []; params?: {} }
    'news_item.ru': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'suppliers.az': { paramsTuple?: []; params?: {} }
    'suppliers.en': { paramsTuple?: []; params?: {} }
    'suppliers.ru': { paramsTuple?: []; params?: {} }
    'supplier_info.az': { paramsTuple?: []; params?: {} }
    'supplier_info.az.show': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.az.phone': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.en': { paramsTuple?: []; params?: {} }
    'supplier_info.en.show': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.en.phone': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.ru': { paramsTuple?: []; params?: {} }
    'supplier_info.ru.show': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.ru.phone': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'manufacturers_for_regions.az': { paramsTuple?: []; params?: {} }
    'manufacturers_for_regions.en': { paramsTuple?: []; params?: {} }
    'manufacturers_for_regions.ru': { paramsTuple?: []; params?: {} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  GET: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'home.az': { paramsTuple?: []; params?: {} }
    'home.en': { paramsTuple?: []; params?: {} }
    'home.ru': { paramsTuple?: []; params?: {} }
    'about.az': { paramsTuple?: []; params?: {} }
    'about.en': { paramsTuple?: []; params?: {} }
    'about.ru': { paramsTuple?: []; params?: {} }
    'feature.az': { paramsTuple?: []; params?: {} }
    'feature.en': { paramsTuple?: []; params?: {} }
    'feature.ru': { paramsTuple?: []; params?: {} }
    'terms.az': { paramsTuple?: []; params?: {} }
    'terms.en': { paramsTuple?: []; params?: {} }
    'terms.ru': { paramsTuple?: []; params?: {} }
    'faq.az': { paramsTuple?: []; params?: {} }
    'faq.en': { paramsTuple?: []; params?: {} }
    'faq.ru': { paramsTuple?: []; params?: {} }
    'contact.az': { paramsTuple?: []; params?: {} }
    'contact.en': { paramsTuple?: []; params?: {} }
    'contact.ru': { paramsTuple?: []; params?: {} }
    'category.az': { paramsTuple?: []; params?: {} }
    'category.az.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'category.en': { paramsTuple?: []; params?: {} }
    'category.en.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'category.ru': { paramsTuple?: []; params?: {} }
    'category.ru.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'search.az': { paramsTuple?: []; params?: {} }
    'search.az.suggest': { paramsTuple?: []; params?: {} }
    'search.en': { paramsTuple?: []; params?: {} }
    'search.en.suggest': { paramsTuple?: []; params?: {} }
    'search.ru': { paramsTuple?: []; params?: {} }
    'search.ru.suggest': { paramsTuple?: []; params?: {} }
    'special_offers.az': { paramsTuple?: []; params?: {} }
    'special_offers.en': { paramsTuple?: []; params?: {} }
    'special_offers.ru': { paramsTuple?: []; params?: {} }
    'product.az': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'product.az.quick_look': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.az.seller_phone': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.en': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'product.en.quick_look': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.en.seller_phone': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.ru': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'product.ru.quick_look': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.ru.seller_phone': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'news.az': { paramsTuple?: []; params?: {} }
    'news_item.az': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'news.en': { paramsTuple?: []; params?: {} }
    'news_item.en': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'news.ru': { paramsTuple?: []; params?: {} }
    'news_item.ru': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'suppliers.az': { paramsTuple?: []; params?: {} }
    'suppliers.en': { paramsTuple?: []; params?: {} }
    'suppliers.ru': { paramsTuple?: []; params?: {} }
    'supplier_info.az': { paramsTuple?: []; params?: {} }
    'supplier_info.az.show': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.az.phone': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.en': { paramsTuple?: []; params?: {} }
    'supplier_info.en.show': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.en.phone': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.ru': { paramsTuple?: []; params?: {} }
    'supplier_info.ru.show': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.ru.phone': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'manufacturers_for_regions.az': { paramsTuple?: []; params?: {} }
    'manufacturers_for_regions.en': { paramsTuple?: []; params?: {} }
    'manufacturers_for_regions.ru': { paramsTuple?: []; params?: {} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  HEAD: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'home.az': { paramsTuple?: []; params?: {} }
    'home.en': { paramsTuple?: []; params?: {} }
    'home.ru': { paramsTuple?: []; params?: {} }
    'about.az': { paramsTuple?: []; params?: {} }
    'about.en': { paramsTuple?: []; params?: {} }
    'about.ru': { paramsTuple?: []; params?: {} }
    'feature.az': { paramsTuple?: []; params?: {} }
    'feature.en': { paramsTuple?: []; params?: {} }
    'feature.ru': { paramsTuple?: []; params?: {} }
    'terms.az': { paramsTuple?: []; params?: {} }
    'terms.en': { paramsTuple?: []; params?: {} }
    'terms.ru': { paramsTuple?: []; params?: {} }
    'faq.az': { paramsTuple?: []; params?: {} }
    'faq.en': { paramsTuple?: []; params?: {} }
    'faq.ru': { paramsTuple?: []; params?: {} }
    'contact.az': { paramsTuple?: []; params?: {} }
    'contact.en': { paramsTuple?: []; params?: {} }
    'contact.ru': { paramsTuple?: []; params?: {} }
    'category.az': { paramsTuple?: []; params?: {} }
    'category.az.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'category.en': { paramsTuple?: []; params?: {} }
    'category.en.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'category.ru': { paramsTuple?: []; params?: {} }
    'category.ru.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'search.az': { paramsTuple?: []; params?: {} }
    'search.az.suggest': { paramsTuple?: []; params?: {} }
    'search.en': { paramsTuple?: []; params?: {} }
    'search.en.suggest': { paramsTuple?: []; params?: {} }
    'search.ru': { paramsTuple?: []; params?: {} }
    'search.ru.suggest': { paramsTuple?: []; params?: {} }
    'special_offers.az': { paramsTuple?: []; params?: {} }
    'special_offers.en': { paramsTuple?: []; params?: {} }
    'special_offers.ru': { paramsTuple?: []; params?: {} }
    'product.az': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'product.az.quick_look': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.az.seller_phone': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.en': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'product.en.quick_look': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.en.seller_phone': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.ru': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'product.ru.quick_look': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.ru.seller_phone': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'news.az': { paramsTuple?: []; params?: {} }
    'news_item.az': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'news.en': { paramsTuple?: []; params?: {} }
    'news_item.en': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'news.ru': { paramsTuple?: []; params?: {} }
    'news_item.ru': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'suppliers.az': { paramsTuple?: []; params?: {} }
    'suppliers.en': { paramsTuple?: []; params?: {} }
    'suppliers.ru': { paramsTuple?: []; params?: {} }
    'supplier_info.az': { paramsTuple?: []; params?: {} }
    'supplier_info.az.show': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.az.phone': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.en': { paramsTuple?: []; params?: {} }
    'supplier_info.en.show': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.en.phone': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.ru': { paramsTuple?: []; params?: {} }
    'supplier_info.ru.show': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'supplier_info.ru.phone': { paramsTuple: [ParamValue]; params: {'slugId': ParamValue} }
    'manufacturers_for_regions.az': { paramsTuple?: []; params?: {} }
    'manufacturers_for_regions.en': { paramsTuple?: []; params?: {} }
    'manufacturers_for_regions.ru': { paramsTuple?: []; params?: {} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  POST: {
    'contact.az.store': { paramsTuple?: []; params?: {} }
    'contact.en.store': { paramsTuple?: []; params?: {} }
    'contact.ru.store': { paramsTuple?: []; params?: {} }
    'product.az.comment': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.en.comment': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.ru.comment': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  OPTIONS: {
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PUT: {
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PATCH: {
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  DELETE: {
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}