import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { LOCALE_LIST, upsert, type Trilingual } from './data_files.js'

/** Code of the seller terms in `static_pages` (shown in the seller dashboard, SPEC §2). */
export const SELLER_TERMS_CODE = 'seller_terms'

const TITLE: Trilingual = {
  az: 'Satıcılar üçün qaydalar və şərtlər',
  en: 'Terms and conditions for sellers',
  ru: 'Условия и положения для продавцов',
}

/**
 * The seller terms, written for Karvan, in the plain-text format of static pages ("## " heading,
 * "- " list lines, blank line between blocks; see inertia/components/rich_text.tsx).
 */
const BODY: Trilingual = {
  az: `Bu qaydalar Karvan platformasında məhsul yerləşdirən hüquqi şəxslərə və fərdi sahibkarlara aiddir. Satıcı kabinetindən istifadə etməklə siz bu şərtlərlə razılaşırsınız.

## 1. Qeydiyyat və yerləşdirmə pulsuzdur

Satıcı kimi qeydiyyat və məhsulların yerləşdirilməsi pulsuzdur. Hüquqi şəxslər və fərdi sahibkarlar platformada bərabər hüquqlara malikdir.

## 2. Şirkət məlumatlarının düzgünlüyü

Şirkətin adı, hüquqi ünvanı, nümayəndəsi, telefonları və regionu həqiqətə uyğun olmalıdır. VÖEN qeydiyyatda göstərildiyi kimi saxlanılır və kabinetdən dəyişdirilə bilməz; səhv olduqda dəstək xidmətinə müraciət edin.

## 3. Məhsulun yerləşdirilməsi

Hər məhsul üçün foto, qiymət və Azərbaycan, ingilis və rus dillərində təsvir tələb olunur. Qiymət, anbar qalığı və minimum sifariş miqdarı real vəziyyəti əks etdirməlidir.

## 4. Elanların yoxlanılması

Yeni məhsul dərc olunmazdan əvvəl moderasiyadan keçir. Dərc olunmuş məhsulun mətn və ya şəkil dəyişiklikləri saytda qalır və yenidən yoxlanılır; qiymət və qalıq dəyişiklikləri dərhal qüvvəyə minir. Rədd edilən məhsulu düzəldib yenidən təqdim edə bilərsiniz.

## 5. Qadağan olunmuş məhsullar

Aşağıdakıların yerləşdirilməsi qadağandır:

- Azərbaycan Respublikasının və ya təyinat ölkəsinin qanunvericiliyi ilə satışı qadağan olunan mallar
- lisenziya tələb olunan, lakin sizdə lisenziyası olmayan mallar
- silah, döyüş sursatı və partlayıcı maddələr
- narkotik vasitələr və psixotrop maddələr
- saxta mallar və başqasının əmtəə nişanını pozan mallar
- qorunan heyvan və bitki növlərindən hazırlanmış məhsullar

## 6. Şərhlər və sorğular

Alıcıların şərhləri administrator təsdiqindən sonra görünür. Xarici alıcıların sorğuları qeydiyyatda olan e-poçt ünvanınıza və ya mobil nömrənizə yönləndirilir; onlara vaxtında cavab verin.

## 7. İxrac dəstəyi

Karvan sənədlər və logistika üzrə pulsuz ixrac məsləhəti təqdim edir və məhsullarınızı beynəlxalq e-ticarət platformalarında da göstərə bilər. İxrac və idxal tələblərinə, sertifikatlara və mənşə sənədlərinə əməl olunmasına görə satıcı məsuliyyət daşıyır.

## 8. Məlumatların emalı

Şirkətin adı, VÖEN-i, regionu, təsviri, veb saytı və telefonu təchizatçı səhifəsində açıq göstərilir; telefon nömrəsi əvvəlcə qısaldılmış şəkildə görünür. Hesab sahibinin şəxsi məlumatları açıq göstərilmir və yalnız platformanın işi və sorğuların yönləndirilməsi üçün istifadə olunur. Alıcıların məlumatlarından yalnız onların sifarişi və sorğusu üçün istifadə edə bilərsiniz.

## 9. Hesabın dayandırılması

Bu qaydaları pozan satıcının məhsulları gizlədilə, hesabı isə dayandırıla bilər.`,

  en: `These terms apply to legal entities and individual entrepreneurs who list products on Karvan. By using the seller dashboard you agree to them.

## 1. Registration and listing are free

Registering as a seller and listing products cost nothing. Legal entities and individual entrepreneurs have equal rights on the platform.

## 2. Accurate company data

Your company name, legal address, representative, phone numbers and region must be true and current. The tax ID (VÖEN) is kept as registered and cannot be changed from the dashboard; if it is wrong, contact support.

## 3. Listing a product

Every product needs photos, a price and a description in Azerbaijani, English and Russian. Price, stock and minimum order quantity must reflect what you can actually deliver.

## 4. Review of listings

A new product is reviewed before it is published. Text or image changes to a published product stay live and are reviewed again; price and stock changes apply at once. A rejected product can be corrected and submitted again.

## 5. Prohibited goods

You may not list:

- goods whose sale is prohibited by the laws of the Republic of Azerbaijan or of the destination country
- goods that require a licence you do not hold
- weapons, ammunition and explosives
- narcotic drugs and psychotropic substances
- counterfeit goods and goods that infringe someone else's trademark
- products made from protected animal or plant species

## 6. Comments and enquiries

Buyers' comments appear after an administrator approves them. Enquiries from foreign buyers are forwarded to your registered e-mail address or mobile number; please answer them promptly.

## 7. Export support

Karvan offers free export consulting on documents and logistics and may also show your products on international e-commerce platforms. The seller remains responsible for meeting export and import requirements, certificates and documents of origin.

## 8. Data handling

Your company name, tax ID, region, description, website and phone are public on your supplier page; the phone number is shown shortened first. The account holder's personal data is not published and is used only to run the platform and forward enquiries. You may use buyers' data only for their order or enquiry.

## 9. Suspension

Products of a seller who breaks these terms may be hidden and the account suspended.`,

  ru: `Эти условия распространяются на юридических лиц и индивидуальных предпринимателей, размещающих товары на Karvan. Пользуясь кабинетом продавца, вы принимаете эти условия.

## 1. Регистрация и размещение бесплатны

Регистрация в качестве продавца и размещение товаров бесплатны. Юридические лица и индивидуальные предприниматели имеют на платформе равные права.

## 2. Достоверные данные компании

Название компании, юридический адрес, представитель, телефоны и регион должны быть достоверными и актуальными. ИНН (VÖEN) хранится в том виде, в каком он указан при регистрации, и не изменяется из кабинета; если он указан неверно, обратитесь в службу поддержки.

## 3. Размещение товара

Для каждого товара нужны фотографии, цена и описание на азербайджанском, английском и русском языках. Цена, остаток и минимальный объём заказа должны соответствовать тому, что вы действительно можете поставить.

## 4. Проверка объявлений

Новый товар проверяется перед публикацией. Изменения текста или изображений опубликованного товара остаются на сайте и проверяются повторно; изменения цены и остатка вступают в силу сразу. Отклонённый товар можно исправить и отправить снова.

## 5. Запрещённые товары

Запрещается размещать:

- товары, продажа которых запрещена законодательством Азербайджанской Республики или страны назначения
- товары, для продажи которых нужна лицензия, которой у вас нет
- оружие, боеприпасы и взрывчатые вещества
- наркотические средства и психотропные вещества
- контрафактные товары и товары, нарушающие чужой товарный знак
- изделия из охраняемых видов животных и растений

## 6. Отзывы и запросы

Отзывы покупателей появляются после одобрения администратором. Запросы иностранных покупателей пересылаются на ваш зарегистрированный адрес эл. почты или мобильный номер; отвечайте на них своевременно.

## 7. Поддержка экспорта

Karvan бесплатно консультирует по экспортным документам и логистике и может показывать ваши товары на международных платформах электронной торговли. Продавец остаётся ответственным за соблюдение экспортных и импортных требований, сертификатов и документов о происхождении.

## 8. Обработка данных

Название компании, ИНН, регион, описание, сайт и телефон публикуются на странице поставщика; номер телефона сначала показывается в сокращённом виде. Личные данные владельца аккаунта не публикуются и используются только для работы платформы и пересылки запросов. Данные покупателей можно использовать только для их заказа или запроса.

## 9. Приостановка аккаунта

Товары продавца, нарушающего эти условия, могут быть скрыты, а аккаунт приостановлен.`,
}

/** Upserts the seller terms page (code `seller_terms`) with its az/en/ru texts; idempotent. */
export async function seedSellerTerms(trx: TransactionClientContract) {
  const id = await upsert(trx, 'static_pages', { code: SELLER_TERMS_CODE }, 'code')
  for (const locale of LOCALE_LIST) {
    await upsert(
      trx,
      'static_page_translations',
      { static_page_id: id, locale, title: TITLE[locale], body: BODY[locale] },
      ['static_page_id', 'locale']
    )
  }
}
