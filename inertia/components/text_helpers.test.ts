import { describe, expect, it } from 'vitest'
import { countryOptions } from '~/components/enquiries/countries'
import { degrees } from '~/components/map/degrees'
import { errorsByTab, languageOfField, tabOfField } from '~/components/products/form_tabs'
import { foldText } from '~/components/suppliers/fold'

describe('foldText: typed region names match however they are spelled', () => {
  it('matches Şəki, Sheki and seki', () => {
    expect(foldText('Şəki')).toBe('seki')
    expect(foldText('Sheki')).toBe('seki')
    expect(foldText('  seki ')).toBe('seki')
  })

  it('folds the dotted capital İ and the dotless ı to i', () => {
    expect(foldText('İsmayıllı')).toBe('ismayilli')
  })

  it('folds ç, ğ, ö, ü and ch', () => {
    expect(foldText('Göyçay')).toBe('goycay')
    expect(foldText('Qusar Çay Ürək')).toBe('qusar cay urek')
    expect(foldText('Choban')).toBe('coban')
  })

  it('strips accents and reads ё as е', () => {
    expect(foldText('Café')).toBe('cafe')
    expect(foldText('Ёлка')).toBe('елка')
  })
})

describe('degrees: a typed coordinate', () => {
  it('reads a decimal point or a decimal comma', () => {
    expect(degrees('40.4093')).toBe(40.4093)
    expect(degrees('49,8671')).toBe(49.8671)
  })

  it('reads a sign and ignores surrounding spaces', () => {
    expect(degrees(' -12.5 ')).toBe(-12.5)
    expect(degrees('+7')).toBe(7)
  })

  it('gives null for empty or non-numeric text', () => {
    expect(degrees('')).toBeNull()
    expect(degrees('40°24′')).toBeNull()
    expect(degrees('1e3')).toBeNull()
  })
})

describe('product form tabs', () => {
  it('puts each field’s error on its tab', () => {
    expect(tabOfField('name_ru')).toBe('content')
    expect(tabOfField('description_az')).toBe('content')
    expect(tabOfField('attributes.2.value.en')).toBe('attributes')
    expect(tabOfField('images')).toBe('images')
    expect(tabOfField('price')).toBe('general')
    expect(tabOfField('export.moq')).toBe('export')
    expect(tabOfField('export.tiers.1.min_quantity')).toBe('export')
    expect(tabOfField('form')).toBeNull()
  })

  it('knows the language of a content field', () => {
    expect(languageOfField('name_en')).toBe('en')
    expect(languageOfField('price')).toBeNull()
  })

  it('counts the errors each tab holds, ignoring empty messages', () => {
    expect(
      errorsByTab({
        'name_az': 'Required',
        'price': 'Too low',
        'stock': undefined,
        'form': 'Check the form',
        'attributes.0.name.az': 'Required',
        'export.moq': 'Required',
      })
    ).toEqual({
      general: 1,
      attributes: 1,
      content: 1,
      images: 0,
      export: 1,
    })
  })
})

describe('countryOptions: the enquiry form’s countries', () => {
  it('names countries in the page language', () => {
    const byCode = (locale: string) =>
      new Map(countryOptions(locale).map((country) => [country.code, country.name]))
    expect(byCode('en').get('AZ')).toBe('Azerbaijan')
    expect(byCode('ru').get('AZ')).toBe('Азербайджан')
    expect(byCode('az').get('AZ')).toBe('Azərbaycan')
  })

  it('lists them in the language’s alphabetical order', () => {
    const names = countryOptions('en').map((country) => country.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare))
  })

  it('offers each country once', () => {
    const codes = countryOptions('en').map((country) => country.code)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes).toContain('GB')
  })
})
