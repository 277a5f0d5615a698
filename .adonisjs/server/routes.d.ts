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
    'export_declaration.az': { paramsTuple?: []; params?: {} }
    'export_declaration.en': { paramsTuple?: []; params?: {} }
    'export_declaration.ru': { paramsTuple?: []; params?: {} }
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
    'login.az': { paramsTuple?: []; params?: {} }
    'login.az.store': { paramsTuple?: []; params?: {} }
    'login.en': { paramsTuple?: []; params?: {} }
    'login.en.store': { paramsTuple?: []; params?: {} }
    'login.ru': { paramsTuple?: []; params?: {} }
    'login.ru.store': { paramsTuple?: []; params?: {} }
    'register.az': { paramsTuple?: []; params?: {} }
    'register.az.store': { paramsTuple?: []; params?: {} }
    'register.en': { paramsTuple?: []; params?: {} }
    'register.en.store': { paramsTuple?: []; params?: {} }
    'register.ru': { paramsTuple?: []; params?: {} }
    'register.ru.store': { paramsTuple?: []; params?: {} }
    'forgot_password.az': { paramsTuple?: []; params?: {} }
    'forgot_password.az.store': { paramsTuple?: []; params?: {} }
    'forgot_password.en': { paramsTuple?: []; params?: {} }
    'forgot_password.en.store': { paramsTuple?: []; params?: {} }
    'forgot_password.ru': { paramsTuple?: []; params?: {} }
    'forgot_password.ru.store': { paramsTuple?: []; params?: {} }
    'reset_password.az': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'reset_password.az.store': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'reset_password.en': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'reset_password.en.store': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'reset_password.ru': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'reset_password.ru.store': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'logout.az': { paramsTuple?: []; params?: {} }
    'logout.en': { paramsTuple?: []; params?: {} }
    'logout.ru': { paramsTuple?: []; params?: {} }
    'mobile_signature.az': { paramsTuple?: []; params?: {} }
    'mobile_signature.az.start': { paramsTuple?: []; params?: {} }
    'mobile_signature.az.status': { paramsTuple?: []; params?: {} }
    'mobile_signature.az.cancel': { paramsTuple?: []; params?: {} }
    'mobile_signature.az.certificate': { paramsTuple?: []; params?: {} }
    'mobile_signature.en': { paramsTuple?: []; params?: {} }
    'mobile_signature.en.start': { paramsTuple?: []; params?: {} }
    'mobile_signature.en.status': { paramsTuple?: []; params?: {} }
    'mobile_signature.en.cancel': { paramsTuple?: []; params?: {} }
    'mobile_signature.en.certificate': { paramsTuple?: []; params?: {} }
    'mobile_signature.ru': { paramsTuple?: []; params?: {} }
    'mobile_signature.ru.start': { paramsTuple?: []; params?: {} }
    'mobile_signature.ru.status': { paramsTuple?: []; params?: {} }
    'mobile_signature.ru.cancel': { paramsTuple?: []; params?: {} }
    'mobile_signature.ru.certificate': { paramsTuple?: []; params?: {} }
    'simulators.mobile_id.start': { paramsTuple?: []; params?: {} }
    'simulators.mobile_id.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'simulators.mobile_id.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_dashboard.az': { paramsTuple?: []; params?: {} }
    'user_dashboard.en': { paramsTuple?: []; params?: {} }
    'user_dashboard.ru': { paramsTuple?: []; params?: {} }
    'user_info.az': { paramsTuple?: []; params?: {} }
    'user_info.az.update': { paramsTuple?: []; params?: {} }
    'user_info.az.avatar': { paramsTuple?: []; params?: {} }
    'user_info.az.avatar.destroy': { paramsTuple?: []; params?: {} }
    'user_info.en': { paramsTuple?: []; params?: {} }
    'user_info.en.update': { paramsTuple?: []; params?: {} }
    'user_info.en.avatar': { paramsTuple?: []; params?: {} }
    'user_info.en.avatar.destroy': { paramsTuple?: []; params?: {} }
    'user_info.ru': { paramsTuple?: []; params?: {} }
    'user_info.ru.update': { paramsTuple?: []; params?: {} }
    'user_info.ru.avatar': { paramsTuple?: []; params?: {} }
    'user_info.ru.avatar.destroy': { paramsTuple?: []; params?: {} }
    'user_addresses.az': { paramsTuple?: []; params?: {} }
    'user_addresses.az.create': { paramsTuple?: []; params?: {} }
    'user_addresses.az.store': { paramsTuple?: []; params?: {} }
    'user_addresses.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.az.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.az.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.az.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.az.default': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.en': { paramsTuple?: []; params?: {} }
    'user_addresses.en.create': { paramsTuple?: []; params?: {} }
    'user_addresses.en.store': { paramsTuple?: []; params?: {} }
    'user_addresses.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.en.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.en.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.en.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.en.default': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.ru': { paramsTuple?: []; params?: {} }
    'user_addresses.ru.create': { paramsTuple?: []; params?: {} }
    'user_addresses.ru.store': { paramsTuple?: []; params?: {} }
    'user_addresses.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.ru.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.ru.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.ru.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.ru.default': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.az': { paramsTuple?: []; params?: {} }
    'seller_addresses.az.create': { paramsTuple?: []; params?: {} }
    'seller_addresses.az.store': { paramsTuple?: []; params?: {} }
    'seller_addresses.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.az.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.az.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.az.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.az.default': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.en': { paramsTuple?: []; params?: {} }
    'seller_addresses.en.create': { paramsTuple?: []; params?: {} }
    'seller_addresses.en.store': { paramsTuple?: []; params?: {} }
    'seller_addresses.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.en.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.en.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.en.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.en.default': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.ru': { paramsTuple?: []; params?: {} }
    'seller_addresses.ru.create': { paramsTuple?: []; params?: {} }
    'seller_addresses.ru.store': { paramsTuple?: []; params?: {} }
    'seller_addresses.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.ru.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.ru.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.ru.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.ru.default': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_dashboard.az': { paramsTuple?: []; params?: {} }
    'seller_dashboard.en': { paramsTuple?: []; params?: {} }
    'seller_dashboard.ru': { paramsTuple?: []; params?: {} }
    'seller_profile.az': { paramsTuple?: []; params?: {} }
    'seller_profile.az.update': { paramsTuple?: []; params?: {} }
    'seller_profile.az.logo': { paramsTuple?: []; params?: {} }
    'seller_profile.az.logo.remove': { paramsTuple?: []; params?: {} }
    'seller_profile.az.verification': { paramsTuple?: []; params?: {} }
    'seller_profile.az.verification.status': { paramsTuple?: []; params?: {} }
    'seller_profile.az.verification.cancel': { paramsTuple?: []; params?: {} }
    'seller_profile.en': { paramsTuple?: []; params?: {} }
    'seller_profile.en.update': { paramsTuple?: []; params?: {} }
    'seller_profile.en.logo': { paramsTuple?: []; params?: {} }
    'seller_profile.en.logo.remove': { paramsTuple?: []; params?: {} }
    'seller_profile.en.verification': { paramsTuple?: []; params?: {} }
    'seller_profile.en.verification.status': { paramsTuple?: []; params?: {} }
    'seller_profile.en.verification.cancel': { paramsTuple?: []; params?: {} }
    'seller_profile.ru': { paramsTuple?: []; params?: {} }
    'seller_profile.ru.update': { paramsTuple?: []; params?: {} }
    'seller_profile.ru.logo': { paramsTuple?: []; params?: {} }
    'seller_profile.ru.logo.remove': { paramsTuple?: []; params?: {} }
    'seller_profile.ru.verification': { paramsTuple?: []; params?: {} }
    'seller_profile.ru.verification.status': { paramsTuple?: []; params?: {} }
    'seller_profile.ru.verification.cancel': { paramsTuple?: []; params?: {} }
    'seller_terms.az': { paramsTuple?: []; params?: {} }
    'seller_terms.en': { paramsTuple?: []; params?: {} }
    'seller_terms.ru': { paramsTuple?: []; params?: {} }
    'admin.az': { paramsTuple?: []; params?: {} }
    'admin.en': { paramsTuple?: []; params?: {} }
    'admin.ru': { paramsTuple?: []; params?: {} }
    'admin_comments.az': { paramsTuple?: []; params?: {} }
    'admin_comments.az.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_comments.az.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_comments.en': { paramsTuple?: []; params?: {} }
    'admin_comments.en.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_comments.en.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_comments.ru': { paramsTuple?: []; params?: {} }
    'admin_comments.ru.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_comments.ru.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_messages.az': { paramsTuple?: []; params?: {} }
    'admin_messages.en': { paramsTuple?: []; params?: {} }
    'admin_messages.ru': { paramsTuple?: []; params?: {} }
    'admin_users.az': { paramsTuple?: []; params?: {} }
    'admin_users.az.disable': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.az.enable': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.az.revoke_verification': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.en': { paramsTuple?: []; params?: {} }
    'admin_users.en.disable': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.en.enable': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.en.revoke_verification': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.ru': { paramsTuple?: []; params?: {} }
    'admin_users.ru.disable': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.ru.enable': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.ru.revoke_verification': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.images.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.images.reorder': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.images.main': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'imageId': ParamValue} }
    'seller_products.az.images.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'imageId': ParamValue} }
    'seller_products.en.images.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.images.reorder': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.images.main': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'imageId': ParamValue} }
    'seller_products.en.images.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'imageId': ParamValue} }
    'seller_products.ru.images.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.images.reorder': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.images.main': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'imageId': ParamValue} }
    'seller_products.ru.images.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'imageId': ParamValue} }
    'gtin_lookup.az': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'gtin_lookup.en': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'gtin_lookup.ru': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'admin_products.az': { paramsTuple?: []; params?: {} }
    'admin_products.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.az.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.az.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.en': { paramsTuple?: []; params?: {} }
    'admin_products.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.en.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.en.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.ru': { paramsTuple?: []; params?: {} }
    'admin_products.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.ru.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.ru.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_rfqs.az': { paramsTuple?: []; params?: {} }
    'admin_rfqs.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_rfqs.en': { paramsTuple?: []; params?: {} }
    'admin_rfqs.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_rfqs.ru': { paramsTuple?: []; params?: {} }
    'admin_rfqs.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.az.enquiry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.en.enquiry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.ru.enquiry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'supplier_info.az.enquiry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'supplier_info.en.enquiry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'supplier_info.ru.enquiry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.az': { paramsTuple?: []; params?: {} }
    'seller_enquiries.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.az.reply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.az.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.en': { paramsTuple?: []; params?: {} }
    'seller_enquiries.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.en.reply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.en.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.ru': { paramsTuple?: []; params?: {} }
    'seller_enquiries.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.ru.reply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.ru.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.az.rfq': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.en.rfq': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.ru.rfq': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'rfq_confirm.az': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_confirm.az.confirm': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_confirm.en': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_confirm.en.confirm': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_confirm.ru': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_confirm.ru.confirm': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.az': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.az.message': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.az.withdraw': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.az.accept': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.az.decline': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.en': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.en.message': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.en.withdraw': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.en.accept': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.en.decline': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.ru': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.ru.message': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.ru.withdraw': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.ru.accept': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.ru.decline': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'user_rfqs.az': { paramsTuple?: []; params?: {} }
    'user_rfqs.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_rfqs.en': { paramsTuple?: []; params?: {} }
    'user_rfqs.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_rfqs.ru': { paramsTuple?: []; params?: {} }
    'user_rfqs.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'proforma.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.az.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.en.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.ru.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_products.az': { paramsTuple?: []; params?: {} }
    'seller_products.az.store': { paramsTuple?: []; params?: {} }
    'seller_products.az.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.submit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.withdraw': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.archive': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.duplicate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.hs_codes': { paramsTuple?: []; params?: {} }
    'seller_products.az.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.export.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.export.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en': { paramsTuple?: []; params?: {} }
    'seller_products.en.store': { paramsTuple?: []; params?: {} }
    'seller_products.en.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.submit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.withdraw': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.archive': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.duplicate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.hs_codes': { paramsTuple?: []; params?: {} }
    'seller_products.en.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.export.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.export.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru': { paramsTuple?: []; params?: {} }
    'seller_products.ru.store': { paramsTuple?: []; params?: {} }
    'seller_products.ru.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.submit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.withdraw': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.archive': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.duplicate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.hs_codes': { paramsTuple?: []; params?: {} }
    'seller_products.ru.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.export.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.export.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'cart.az': { paramsTuple?: []; params?: {} }
    'cart.az.add': { paramsTuple?: []; params?: {} }
    'cart.az.buy': { paramsTuple?: []; params?: {} }
    'cart.az.quantity': { paramsTuple?: []; params?: {} }
    'cart.az.select': { paramsTuple?: []; params?: {} }
    'cart.az.remove': { paramsTuple?: []; params?: {} }
    'cart.en': { paramsTuple?: []; params?: {} }
    'cart.en.add': { paramsTuple?: []; params?: {} }
    'cart.en.buy': { paramsTuple?: []; params?: {} }
    'cart.en.quantity': { paramsTuple?: []; params?: {} }
    'cart.en.select': { paramsTuple?: []; params?: {} }
    'cart.en.remove': { paramsTuple?: []; params?: {} }
    'cart.ru': { paramsTuple?: []; params?: {} }
    'cart.ru.add': { paramsTuple?: []; params?: {} }
    'cart.ru.buy': { paramsTuple?: []; params?: {} }
    'cart.ru.quantity': { paramsTuple?: []; params?: {} }
    'cart.ru.select': { paramsTuple?: []; params?: {} }
    'cart.ru.remove': { paramsTuple?: []; params?: {} }
    'wishlist.az': { paramsTuple?: []; params?: {} }
    'wishlist.az.toggle': { paramsTuple?: []; params?: {} }
    'wishlist.az.move': { paramsTuple?: []; params?: {} }
    'wishlist.en': { paramsTuple?: []; params?: {} }
    'wishlist.en.toggle': { paramsTuple?: []; params?: {} }
    'wishlist.en.move': { paramsTuple?: []; params?: {} }
    'wishlist.ru': { paramsTuple?: []; params?: {} }
    'wishlist.ru.toggle': { paramsTuple?: []; params?: {} }
    'wishlist.ru.move': { paramsTuple?: []; params?: {} }
    'checkout.az': { paramsTuple?: []; params?: {} }
    'checkout.az.store': { paramsTuple?: []; params?: {} }
    'checkout.en': { paramsTuple?: []; params?: {} }
    'checkout.en.store': { paramsTuple?: []; params?: {} }
    'checkout.ru': { paramsTuple?: []; params?: {} }
    'checkout.ru.store': { paramsTuple?: []; params?: {} }
    'order_confirmation.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_confirmation.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_confirmation.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'payments.return': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'payments.callback': { paramsTuple: [ParamValue]; params: {'gateway': ParamValue} }
    'order_failed.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_failed.az.retry': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_failed.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_failed.en.retry': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_failed.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_failed.ru.retry': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'payments.test_gateway.api.create': { paramsTuple?: []; params?: {} }
    'payments.test_gateway.api.status': { paramsTuple: [ParamValue]; params: {'reference': ParamValue} }
    'payments.test_gateway.page': { paramsTuple: [ParamValue]; params: {'reference': ParamValue} }
    'payments.test_gateway.choose': { paramsTuple: [ParamValue]; params: {'reference': ParamValue} }
    'track_delivery.az': { paramsTuple?: []; params?: {} }
    'track_delivery.az.lookup': { paramsTuple?: []; params?: {} }
    'track_delivery.en': { paramsTuple?: []; params?: {} }
    'track_delivery.en.lookup': { paramsTuple?: []; params?: {} }
    'track_delivery.ru': { paramsTuple?: []; params?: {} }
    'track_delivery.ru.lookup': { paramsTuple?: []; params?: {} }
    'seller_orders.az': { paramsTuple?: []; params?: {} }
    'seller_orders.az.show': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'seller_orders.az.transition': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'seller_orders.en': { paramsTuple?: []; params?: {} }
    'seller_orders.en.show': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'seller_orders.en.transition': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'seller_orders.ru': { paramsTuple?: []; params?: {} }
    'seller_orders.ru.show': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'seller_orders.ru.transition': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'user_orders.az': { paramsTuple?: []; params?: {} }
    'user_orders.az.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_orders.en': { paramsTuple?: []; params?: {} }
    'user_orders.en.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_orders.ru': { paramsTuple?: []; params?: {} }
    'user_orders.ru.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.az.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.en.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.ru.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.az.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.en.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.ru.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_rfqs.az': { paramsTuple?: []; params?: {} }
    'seller_rfqs.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.az.quote': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.az.decline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.az.fulfil': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.az.message': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.en': { paramsTuple?: []; params?: {} }
    'seller_rfqs.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.en.quote': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.en.decline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.en.fulfil': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.en.message': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.ru': { paramsTuple?: []; params?: {} }
    'seller_rfqs.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.ru.quote': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.ru.decline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.ru.fulfil': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.ru.message': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.products': { paramsTuple?: []; params?: {} }
    'api.product': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.categories': { paramsTuple?: []; params?: {} }
    'api.suppliers': { paramsTuple?: []; params?: {} }
    'api.supplier': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.openapi': { paramsTuple?: []; params?: {} }
    'api.docs': { paramsTuple?: []; params?: {} }
    'feeds.google': { paramsTuple: [ParamValue]; params: {'feed': ParamValue} }
    'feeds.meta': { paramsTuple: [ParamValue]; params: {'feed': ParamValue} }
    'csrf': { paramsTuple?: []; params?: {} }
    'seo.robots': { paramsTuple?: []; params?: {} }
    'seo.sitemap_index': { paramsTuple?: []; params?: {} }
    'seo.sitemap_file': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'seller_documents.az': { paramsTuple?: []; params?: {} }
    'seller_documents.az.store': { paramsTuple?: []; params?: {} }
    'seller_documents.az.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_documents.az.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_documents.en': { paramsTuple?: []; params?: {} }
    'seller_documents.en.store': { paramsTuple?: []; params?: {} }
    'seller_documents.en.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_documents.en.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_documents.ru': { paramsTuple?: []; params?: {} }
    'seller_documents.ru.store': { paramsTuple?: []; params?: {} }
    'seller_documents.ru.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_documents.ru.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_documents.az': { paramsTuple?: []; params?: {} }
    'admin_documents.az.hide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_documents.az.unhide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_documents.en': { paramsTuple?: []; params?: {} }
    'admin_documents.en.hide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_documents.en.unhide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_documents.ru': { paramsTuple?: []; params?: {} }
    'admin_documents.ru.hide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_documents.ru.unhide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'supplier_info.az.document_file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'supplier_info.en.document_file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'supplier_info.ru.document_file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
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
    'export_declaration.az': { paramsTuple?: []; params?: {} }
    'export_declaration.en': { paramsTuple?: []; params?: {} }
    'export_declaration.ru': { paramsTuple?: []; params?: {} }
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
    'login.az': { paramsTuple?: []; params?: {} }
    'login.en': { paramsTuple?: []; params?: {} }
    'login.ru': { paramsTuple?: []; params?: {} }
    'register.az': { paramsTuple?: []; params?: {} }
    'register.en': { paramsTuple?: []; params?: {} }
    'register.ru': { paramsTuple?: []; params?: {} }
    'forgot_password.az': { paramsTuple?: []; params?: {} }
    'forgot_password.en': { paramsTuple?: []; params?: {} }
    'forgot_password.ru': { paramsTuple?: []; params?: {} }
    'reset_password.az': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'reset_password.en': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'reset_password.ru': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'mobile_signature.az': { paramsTuple?: []; params?: {} }
    'mobile_signature.en': { paramsTuple?: []; params?: {} }
    'mobile_signature.ru': { paramsTuple?: []; params?: {} }
    'simulators.mobile_id.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_dashboard.az': { paramsTuple?: []; params?: {} }
    'user_dashboard.en': { paramsTuple?: []; params?: {} }
    'user_dashboard.ru': { paramsTuple?: []; params?: {} }
    'user_info.az': { paramsTuple?: []; params?: {} }
    'user_info.en': { paramsTuple?: []; params?: {} }
    'user_info.ru': { paramsTuple?: []; params?: {} }
    'user_addresses.az': { paramsTuple?: []; params?: {} }
    'user_addresses.az.create': { paramsTuple?: []; params?: {} }
    'user_addresses.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.az.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.en': { paramsTuple?: []; params?: {} }
    'user_addresses.en.create': { paramsTuple?: []; params?: {} }
    'user_addresses.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.en.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.ru': { paramsTuple?: []; params?: {} }
    'user_addresses.ru.create': { paramsTuple?: []; params?: {} }
    'user_addresses.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.ru.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.az': { paramsTuple?: []; params?: {} }
    'seller_addresses.az.create': { paramsTuple?: []; params?: {} }
    'seller_addresses.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.az.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.en': { paramsTuple?: []; params?: {} }
    'seller_addresses.en.create': { paramsTuple?: []; params?: {} }
    'seller_addresses.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.en.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.ru': { paramsTuple?: []; params?: {} }
    'seller_addresses.ru.create': { paramsTuple?: []; params?: {} }
    'seller_addresses.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.ru.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_dashboard.az': { paramsTuple?: []; params?: {} }
    'seller_dashboard.en': { paramsTuple?: []; params?: {} }
    'seller_dashboard.ru': { paramsTuple?: []; params?: {} }
    'seller_profile.az': { paramsTuple?: []; params?: {} }
    'seller_profile.en': { paramsTuple?: []; params?: {} }
    'seller_profile.ru': { paramsTuple?: []; params?: {} }
    'seller_terms.az': { paramsTuple?: []; params?: {} }
    'seller_terms.en': { paramsTuple?: []; params?: {} }
    'seller_terms.ru': { paramsTuple?: []; params?: {} }
    'admin.az': { paramsTuple?: []; params?: {} }
    'admin.en': { paramsTuple?: []; params?: {} }
    'admin.ru': { paramsTuple?: []; params?: {} }
    'admin_comments.az': { paramsTuple?: []; params?: {} }
    'admin_comments.en': { paramsTuple?: []; params?: {} }
    'admin_comments.ru': { paramsTuple?: []; params?: {} }
    'admin_messages.az': { paramsTuple?: []; params?: {} }
    'admin_messages.en': { paramsTuple?: []; params?: {} }
    'admin_messages.ru': { paramsTuple?: []; params?: {} }
    'admin_users.az': { paramsTuple?: []; params?: {} }
    'admin_users.en': { paramsTuple?: []; params?: {} }
    'admin_users.ru': { paramsTuple?: []; params?: {} }
    'gtin_lookup.az': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'gtin_lookup.en': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'gtin_lookup.ru': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'admin_products.az': { paramsTuple?: []; params?: {} }
    'admin_products.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.en': { paramsTuple?: []; params?: {} }
    'admin_products.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.ru': { paramsTuple?: []; params?: {} }
    'admin_products.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_rfqs.az': { paramsTuple?: []; params?: {} }
    'admin_rfqs.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_rfqs.en': { paramsTuple?: []; params?: {} }
    'admin_rfqs.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_rfqs.ru': { paramsTuple?: []; params?: {} }
    'admin_rfqs.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.az': { paramsTuple?: []; params?: {} }
    'seller_enquiries.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.en': { paramsTuple?: []; params?: {} }
    'seller_enquiries.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.ru': { paramsTuple?: []; params?: {} }
    'seller_enquiries.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'rfq_confirm.az': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_confirm.en': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_confirm.ru': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.az': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.en': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.ru': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'user_rfqs.az': { paramsTuple?: []; params?: {} }
    'user_rfqs.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_rfqs.en': { paramsTuple?: []; params?: {} }
    'user_rfqs.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_rfqs.ru': { paramsTuple?: []; params?: {} }
    'user_rfqs.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'proforma.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.az.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.en.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.ru.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_products.az': { paramsTuple?: []; params?: {} }
    'seller_products.az.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.hs_codes': { paramsTuple?: []; params?: {} }
    'seller_products.az.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en': { paramsTuple?: []; params?: {} }
    'seller_products.en.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.hs_codes': { paramsTuple?: []; params?: {} }
    'seller_products.en.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru': { paramsTuple?: []; params?: {} }
    'seller_products.ru.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.hs_codes': { paramsTuple?: []; params?: {} }
    'seller_products.ru.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'cart.az': { paramsTuple?: []; params?: {} }
    'cart.en': { paramsTuple?: []; params?: {} }
    'cart.ru': { paramsTuple?: []; params?: {} }
    'wishlist.az': { paramsTuple?: []; params?: {} }
    'wishlist.en': { paramsTuple?: []; params?: {} }
    'wishlist.ru': { paramsTuple?: []; params?: {} }
    'checkout.az': { paramsTuple?: []; params?: {} }
    'checkout.en': { paramsTuple?: []; params?: {} }
    'checkout.ru': { paramsTuple?: []; params?: {} }
    'order_confirmation.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_confirmation.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_confirmation.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'payments.return': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'order_failed.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_failed.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_failed.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'payments.test_gateway.api.status': { paramsTuple: [ParamValue]; params: {'reference': ParamValue} }
    'payments.test_gateway.page': { paramsTuple: [ParamValue]; params: {'reference': ParamValue} }
    'track_delivery.az': { paramsTuple?: []; params?: {} }
    'track_delivery.en': { paramsTuple?: []; params?: {} }
    'track_delivery.ru': { paramsTuple?: []; params?: {} }
    'seller_orders.az': { paramsTuple?: []; params?: {} }
    'seller_orders.az.show': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'seller_orders.en': { paramsTuple?: []; params?: {} }
    'seller_orders.en.show': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'seller_orders.ru': { paramsTuple?: []; params?: {} }
    'seller_orders.ru.show': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'user_orders.az': { paramsTuple?: []; params?: {} }
    'user_orders.az.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_orders.en': { paramsTuple?: []; params?: {} }
    'user_orders.en.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_orders.ru': { paramsTuple?: []; params?: {} }
    'user_orders.ru.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.az.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.en.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.ru.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.az.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.en.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.ru.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_rfqs.az': { paramsTuple?: []; params?: {} }
    'seller_rfqs.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.en': { paramsTuple?: []; params?: {} }
    'seller_rfqs.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.ru': { paramsTuple?: []; params?: {} }
    'seller_rfqs.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.products': { paramsTuple?: []; params?: {} }
    'api.product': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.categories': { paramsTuple?: []; params?: {} }
    'api.suppliers': { paramsTuple?: []; params?: {} }
    'api.supplier': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.openapi': { paramsTuple?: []; params?: {} }
    'api.docs': { paramsTuple?: []; params?: {} }
    'feeds.google': { paramsTuple: [ParamValue]; params: {'feed': ParamValue} }
    'feeds.meta': { paramsTuple: [ParamValue]; params: {'feed': ParamValue} }
    'csrf': { paramsTuple?: []; params?: {} }
    'seo.robots': { paramsTuple?: []; params?: {} }
    'seo.sitemap_index': { paramsTuple?: []; params?: {} }
    'seo.sitemap_file': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'seller_documents.az': { paramsTuple?: []; params?: {} }
    'seller_documents.en': { paramsTuple?: []; params?: {} }
    'seller_documents.ru': { paramsTuple?: []; params?: {} }
    'admin_documents.az': { paramsTuple?: []; params?: {} }
    'admin_documents.en': { paramsTuple?: []; params?: {} }
    'admin_documents.ru': { paramsTuple?: []; params?: {} }
    'supplier_info.az.document_file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'supplier_info.en.document_file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'supplier_info.ru.document_file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
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
    'export_declaration.az': { paramsTuple?: []; params?: {} }
    'export_declaration.en': { paramsTuple?: []; params?: {} }
    'export_declaration.ru': { paramsTuple?: []; params?: {} }
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
    'login.az': { paramsTuple?: []; params?: {} }
    'login.en': { paramsTuple?: []; params?: {} }
    'login.ru': { paramsTuple?: []; params?: {} }
    'register.az': { paramsTuple?: []; params?: {} }
    'register.en': { paramsTuple?: []; params?: {} }
    'register.ru': { paramsTuple?: []; params?: {} }
    'forgot_password.az': { paramsTuple?: []; params?: {} }
    'forgot_password.en': { paramsTuple?: []; params?: {} }
    'forgot_password.ru': { paramsTuple?: []; params?: {} }
    'reset_password.az': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'reset_password.en': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'reset_password.ru': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'mobile_signature.az': { paramsTuple?: []; params?: {} }
    'mobile_signature.en': { paramsTuple?: []; params?: {} }
    'mobile_signature.ru': { paramsTuple?: []; params?: {} }
    'simulators.mobile_id.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_dashboard.az': { paramsTuple?: []; params?: {} }
    'user_dashboard.en': { paramsTuple?: []; params?: {} }
    'user_dashboard.ru': { paramsTuple?: []; params?: {} }
    'user_info.az': { paramsTuple?: []; params?: {} }
    'user_info.en': { paramsTuple?: []; params?: {} }
    'user_info.ru': { paramsTuple?: []; params?: {} }
    'user_addresses.az': { paramsTuple?: []; params?: {} }
    'user_addresses.az.create': { paramsTuple?: []; params?: {} }
    'user_addresses.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.az.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.en': { paramsTuple?: []; params?: {} }
    'user_addresses.en.create': { paramsTuple?: []; params?: {} }
    'user_addresses.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.en.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.ru': { paramsTuple?: []; params?: {} }
    'user_addresses.ru.create': { paramsTuple?: []; params?: {} }
    'user_addresses.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.ru.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.az': { paramsTuple?: []; params?: {} }
    'seller_addresses.az.create': { paramsTuple?: []; params?: {} }
    'seller_addresses.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.az.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.en': { paramsTuple?: []; params?: {} }
    'seller_addresses.en.create': { paramsTuple?: []; params?: {} }
    'seller_addresses.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.en.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.ru': { paramsTuple?: []; params?: {} }
    'seller_addresses.ru.create': { paramsTuple?: []; params?: {} }
    'seller_addresses.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.ru.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_dashboard.az': { paramsTuple?: []; params?: {} }
    'seller_dashboard.en': { paramsTuple?: []; params?: {} }
    'seller_dashboard.ru': { paramsTuple?: []; params?: {} }
    'seller_profile.az': { paramsTuple?: []; params?: {} }
    'seller_profile.en': { paramsTuple?: []; params?: {} }
    'seller_profile.ru': { paramsTuple?: []; params?: {} }
    'seller_terms.az': { paramsTuple?: []; params?: {} }
    'seller_terms.en': { paramsTuple?: []; params?: {} }
    'seller_terms.ru': { paramsTuple?: []; params?: {} }
    'admin.az': { paramsTuple?: []; params?: {} }
    'admin.en': { paramsTuple?: []; params?: {} }
    'admin.ru': { paramsTuple?: []; params?: {} }
    'admin_comments.az': { paramsTuple?: []; params?: {} }
    'admin_comments.en': { paramsTuple?: []; params?: {} }
    'admin_comments.ru': { paramsTuple?: []; params?: {} }
    'admin_messages.az': { paramsTuple?: []; params?: {} }
    'admin_messages.en': { paramsTuple?: []; params?: {} }
    'admin_messages.ru': { paramsTuple?: []; params?: {} }
    'admin_users.az': { paramsTuple?: []; params?: {} }
    'admin_users.en': { paramsTuple?: []; params?: {} }
    'admin_users.ru': { paramsTuple?: []; params?: {} }
    'gtin_lookup.az': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'gtin_lookup.en': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'gtin_lookup.ru': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'admin_products.az': { paramsTuple?: []; params?: {} }
    'admin_products.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.en': { paramsTuple?: []; params?: {} }
    'admin_products.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.ru': { paramsTuple?: []; params?: {} }
    'admin_products.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_rfqs.az': { paramsTuple?: []; params?: {} }
    'admin_rfqs.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_rfqs.en': { paramsTuple?: []; params?: {} }
    'admin_rfqs.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_rfqs.ru': { paramsTuple?: []; params?: {} }
    'admin_rfqs.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.az': { paramsTuple?: []; params?: {} }
    'seller_enquiries.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.en': { paramsTuple?: []; params?: {} }
    'seller_enquiries.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.ru': { paramsTuple?: []; params?: {} }
    'seller_enquiries.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'rfq_confirm.az': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_confirm.en': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_confirm.ru': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.az': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.en': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.ru': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'user_rfqs.az': { paramsTuple?: []; params?: {} }
    'user_rfqs.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_rfqs.en': { paramsTuple?: []; params?: {} }
    'user_rfqs.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_rfqs.ru': { paramsTuple?: []; params?: {} }
    'user_rfqs.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'proforma.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.az.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.en.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'proforma.ru.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_products.az': { paramsTuple?: []; params?: {} }
    'seller_products.az.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.hs_codes': { paramsTuple?: []; params?: {} }
    'seller_products.az.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en': { paramsTuple?: []; params?: {} }
    'seller_products.en.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.hs_codes': { paramsTuple?: []; params?: {} }
    'seller_products.en.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru': { paramsTuple?: []; params?: {} }
    'seller_products.ru.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.hs_codes': { paramsTuple?: []; params?: {} }
    'seller_products.ru.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'cart.az': { paramsTuple?: []; params?: {} }
    'cart.en': { paramsTuple?: []; params?: {} }
    'cart.ru': { paramsTuple?: []; params?: {} }
    'wishlist.az': { paramsTuple?: []; params?: {} }
    'wishlist.en': { paramsTuple?: []; params?: {} }
    'wishlist.ru': { paramsTuple?: []; params?: {} }
    'checkout.az': { paramsTuple?: []; params?: {} }
    'checkout.en': { paramsTuple?: []; params?: {} }
    'checkout.ru': { paramsTuple?: []; params?: {} }
    'order_confirmation.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_confirmation.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_confirmation.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'payments.return': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'order_failed.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_failed.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_failed.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'payments.test_gateway.api.status': { paramsTuple: [ParamValue]; params: {'reference': ParamValue} }
    'payments.test_gateway.page': { paramsTuple: [ParamValue]; params: {'reference': ParamValue} }
    'track_delivery.az': { paramsTuple?: []; params?: {} }
    'track_delivery.en': { paramsTuple?: []; params?: {} }
    'track_delivery.ru': { paramsTuple?: []; params?: {} }
    'seller_orders.az': { paramsTuple?: []; params?: {} }
    'seller_orders.az.show': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'seller_orders.en': { paramsTuple?: []; params?: {} }
    'seller_orders.en.show': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'seller_orders.ru': { paramsTuple?: []; params?: {} }
    'seller_orders.ru.show': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'user_orders.az': { paramsTuple?: []; params?: {} }
    'user_orders.az.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_orders.en': { paramsTuple?: []; params?: {} }
    'user_orders.en.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_orders.ru': { paramsTuple?: []; params?: {} }
    'user_orders.ru.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.az.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.en.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'user_invoice.ru.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.az': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.az.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.en': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.en.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.ru': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_invoice.ru.pdf': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'seller_rfqs.az': { paramsTuple?: []; params?: {} }
    'seller_rfqs.az.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.en': { paramsTuple?: []; params?: {} }
    'seller_rfqs.en.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.ru': { paramsTuple?: []; params?: {} }
    'seller_rfqs.ru.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.products': { paramsTuple?: []; params?: {} }
    'api.product': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.categories': { paramsTuple?: []; params?: {} }
    'api.suppliers': { paramsTuple?: []; params?: {} }
    'api.supplier': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.openapi': { paramsTuple?: []; params?: {} }
    'api.docs': { paramsTuple?: []; params?: {} }
    'feeds.google': { paramsTuple: [ParamValue]; params: {'feed': ParamValue} }
    'feeds.meta': { paramsTuple: [ParamValue]; params: {'feed': ParamValue} }
    'csrf': { paramsTuple?: []; params?: {} }
    'seo.robots': { paramsTuple?: []; params?: {} }
    'seo.sitemap_index': { paramsTuple?: []; params?: {} }
    'seo.sitemap_file': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'seller_documents.az': { paramsTuple?: []; params?: {} }
    'seller_documents.en': { paramsTuple?: []; params?: {} }
    'seller_documents.ru': { paramsTuple?: []; params?: {} }
    'admin_documents.az': { paramsTuple?: []; params?: {} }
    'admin_documents.en': { paramsTuple?: []; params?: {} }
    'admin_documents.ru': { paramsTuple?: []; params?: {} }
    'supplier_info.az.document_file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'supplier_info.en.document_file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'supplier_info.ru.document_file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  POST: {
    'contact.az.store': { paramsTuple?: []; params?: {} }
    'contact.en.store': { paramsTuple?: []; params?: {} }
    'contact.ru.store': { paramsTuple?: []; params?: {} }
    'product.az.comment': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.en.comment': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.ru.comment': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'login.az.store': { paramsTuple?: []; params?: {} }
    'login.en.store': { paramsTuple?: []; params?: {} }
    'login.ru.store': { paramsTuple?: []; params?: {} }
    'register.az.store': { paramsTuple?: []; params?: {} }
    'register.en.store': { paramsTuple?: []; params?: {} }
    'register.ru.store': { paramsTuple?: []; params?: {} }
    'forgot_password.az.store': { paramsTuple?: []; params?: {} }
    'forgot_password.en.store': { paramsTuple?: []; params?: {} }
    'forgot_password.ru.store': { paramsTuple?: []; params?: {} }
    'reset_password.az.store': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'reset_password.en.store': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'reset_password.ru.store': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'logout.az': { paramsTuple?: []; params?: {} }
    'logout.en': { paramsTuple?: []; params?: {} }
    'logout.ru': { paramsTuple?: []; params?: {} }
    'mobile_signature.az.start': { paramsTuple?: []; params?: {} }
    'mobile_signature.az.status': { paramsTuple?: []; params?: {} }
    'mobile_signature.az.cancel': { paramsTuple?: []; params?: {} }
    'mobile_signature.az.certificate': { paramsTuple?: []; params?: {} }
    'mobile_signature.en.start': { paramsTuple?: []; params?: {} }
    'mobile_signature.en.status': { paramsTuple?: []; params?: {} }
    'mobile_signature.en.cancel': { paramsTuple?: []; params?: {} }
    'mobile_signature.en.certificate': { paramsTuple?: []; params?: {} }
    'mobile_signature.ru.start': { paramsTuple?: []; params?: {} }
    'mobile_signature.ru.status': { paramsTuple?: []; params?: {} }
    'mobile_signature.ru.cancel': { paramsTuple?: []; params?: {} }
    'mobile_signature.ru.certificate': { paramsTuple?: []; params?: {} }
    'simulators.mobile_id.start': { paramsTuple?: []; params?: {} }
    'user_info.az.avatar': { paramsTuple?: []; params?: {} }
    'user_info.en.avatar': { paramsTuple?: []; params?: {} }
    'user_info.ru.avatar': { paramsTuple?: []; params?: {} }
    'user_addresses.az.store': { paramsTuple?: []; params?: {} }
    'user_addresses.az.default': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.en.store': { paramsTuple?: []; params?: {} }
    'user_addresses.en.default': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.ru.store': { paramsTuple?: []; params?: {} }
    'user_addresses.ru.default': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.az.store': { paramsTuple?: []; params?: {} }
    'seller_addresses.az.default': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.en.store': { paramsTuple?: []; params?: {} }
    'seller_addresses.en.default': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.ru.store': { paramsTuple?: []; params?: {} }
    'seller_addresses.ru.default': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_profile.az.logo': { paramsTuple?: []; params?: {} }
    'seller_profile.az.verification': { paramsTuple?: []; params?: {} }
    'seller_profile.az.verification.status': { paramsTuple?: []; params?: {} }
    'seller_profile.az.verification.cancel': { paramsTuple?: []; params?: {} }
    'seller_profile.en.logo': { paramsTuple?: []; params?: {} }
    'seller_profile.en.verification': { paramsTuple?: []; params?: {} }
    'seller_profile.en.verification.status': { paramsTuple?: []; params?: {} }
    'seller_profile.en.verification.cancel': { paramsTuple?: []; params?: {} }
    'seller_profile.ru.logo': { paramsTuple?: []; params?: {} }
    'seller_profile.ru.verification': { paramsTuple?: []; params?: {} }
    'seller_profile.ru.verification.status': { paramsTuple?: []; params?: {} }
    'seller_profile.ru.verification.cancel': { paramsTuple?: []; params?: {} }
    'admin_comments.az.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_comments.az.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_comments.en.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_comments.en.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_comments.ru.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_comments.ru.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.az.disable': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.az.enable': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.az.revoke_verification': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.en.disable': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.en.enable': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.en.revoke_verification': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.ru.disable': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.ru.enable': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_users.ru.revoke_verification': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.images.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.images.reorder': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.images.main': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'imageId': ParamValue} }
    'seller_products.en.images.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.images.reorder': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.images.main': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'imageId': ParamValue} }
    'seller_products.ru.images.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.images.reorder': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.images.main': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'imageId': ParamValue} }
    'admin_products.az.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.az.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.en.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.en.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.ru.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_products.ru.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.az.enquiry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.en.enquiry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.ru.enquiry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'supplier_info.az.enquiry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'supplier_info.en.enquiry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'supplier_info.ru.enquiry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.az.reply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.az.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.en.reply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.en.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.ru.reply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_enquiries.ru.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.az.rfq': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.en.rfq': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'product.ru.rfq': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'rfq_confirm.az.confirm': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_confirm.en.confirm': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_confirm.ru.confirm': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.az.message': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.az.withdraw': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.az.accept': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.az.decline': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.en.message': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.en.withdraw': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.en.accept': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.en.decline': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.ru.message': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.ru.withdraw': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.ru.accept': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'rfq_link.ru.decline': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'seller_products.az.store': { paramsTuple?: []; params?: {} }
    'seller_products.az.submit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.withdraw': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.archive': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.duplicate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.store': { paramsTuple?: []; params?: {} }
    'seller_products.en.submit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.withdraw': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.archive': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.duplicate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.store': { paramsTuple?: []; params?: {} }
    'seller_products.ru.submit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.withdraw': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.archive': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.duplicate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'cart.az.add': { paramsTuple?: []; params?: {} }
    'cart.az.buy': { paramsTuple?: []; params?: {} }
    'cart.az.remove': { paramsTuple?: []; params?: {} }
    'cart.en.add': { paramsTuple?: []; params?: {} }
    'cart.en.buy': { paramsTuple?: []; params?: {} }
    'cart.en.remove': { paramsTuple?: []; params?: {} }
    'cart.ru.add': { paramsTuple?: []; params?: {} }
    'cart.ru.buy': { paramsTuple?: []; params?: {} }
    'cart.ru.remove': { paramsTuple?: []; params?: {} }
    'wishlist.az.toggle': { paramsTuple?: []; params?: {} }
    'wishlist.az.move': { paramsTuple?: []; params?: {} }
    'wishlist.en.toggle': { paramsTuple?: []; params?: {} }
    'wishlist.en.move': { paramsTuple?: []; params?: {} }
    'wishlist.ru.toggle': { paramsTuple?: []; params?: {} }
    'wishlist.ru.move': { paramsTuple?: []; params?: {} }
    'checkout.az.store': { paramsTuple?: []; params?: {} }
    'checkout.en.store': { paramsTuple?: []; params?: {} }
    'checkout.ru.store': { paramsTuple?: []; params?: {} }
    'payments.callback': { paramsTuple: [ParamValue]; params: {'gateway': ParamValue} }
    'order_failed.az.retry': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_failed.en.retry': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'order_failed.ru.retry': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'payments.test_gateway.api.create': { paramsTuple?: []; params?: {} }
    'payments.test_gateway.choose': { paramsTuple: [ParamValue]; params: {'reference': ParamValue} }
    'track_delivery.az.lookup': { paramsTuple?: []; params?: {} }
    'track_delivery.en.lookup': { paramsTuple?: []; params?: {} }
    'track_delivery.ru.lookup': { paramsTuple?: []; params?: {} }
    'seller_orders.az.transition': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'seller_orders.en.transition': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'seller_orders.ru.transition': { paramsTuple: [ParamValue]; params: {'trackingNumber': ParamValue} }
    'seller_rfqs.az.quote': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.az.decline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.az.fulfil': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.az.message': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.en.quote': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.en.decline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.en.fulfil': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.en.message': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.ru.quote': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.ru.decline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.ru.fulfil': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_rfqs.ru.message': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_documents.az.store': { paramsTuple?: []; params?: {} }
    'seller_documents.az.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_documents.en.store': { paramsTuple?: []; params?: {} }
    'seller_documents.en.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_documents.ru.store': { paramsTuple?: []; params?: {} }
    'seller_documents.ru.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_documents.az.hide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_documents.az.unhide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_documents.en.hide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_documents.en.unhide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_documents.ru.hide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin_documents.ru.unhide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  DELETE: {
    'simulators.mobile_id.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_info.az.avatar.destroy': { paramsTuple?: []; params?: {} }
    'user_info.en.avatar.destroy': { paramsTuple?: []; params?: {} }
    'user_info.ru.avatar.destroy': { paramsTuple?: []; params?: {} }
    'user_addresses.az.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.en.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.ru.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.az.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.en.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.ru.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_profile.az.logo.remove': { paramsTuple?: []; params?: {} }
    'seller_profile.en.logo.remove': { paramsTuple?: []; params?: {} }
    'seller_profile.ru.logo.remove': { paramsTuple?: []; params?: {} }
    'seller_products.az.images.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'imageId': ParamValue} }
    'seller_products.en.images.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'imageId': ParamValue} }
    'seller_products.ru.images.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'imageId': ParamValue} }
    'seller_products.az.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.export.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.export.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.export.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_documents.az.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_documents.en.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_documents.ru.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PUT: {
    'user_info.az.update': { paramsTuple?: []; params?: {} }
    'user_info.en.update': { paramsTuple?: []; params?: {} }
    'user_info.ru.update': { paramsTuple?: []; params?: {} }
    'user_addresses.az.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.en.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_addresses.ru.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.az.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.en.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_addresses.ru.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_profile.az.update': { paramsTuple?: []; params?: {} }
    'seller_profile.en.update': { paramsTuple?: []; params?: {} }
    'seller_profile.ru.update': { paramsTuple?: []; params?: {} }
    'seller_products.az.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.az.export.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.en.export.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'seller_products.ru.export.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PATCH: {
    'cart.az.quantity': { paramsTuple?: []; params?: {} }
    'cart.az.select': { paramsTuple?: []; params?: {} }
    'cart.en.quantity': { paramsTuple?: []; params?: {} }
    'cart.en.select': { paramsTuple?: []; params?: {} }
    'cart.ru.quantity': { paramsTuple?: []; params?: {} }
    'cart.ru.select': { paramsTuple?: []; params?: {} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  OPTIONS: {
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}