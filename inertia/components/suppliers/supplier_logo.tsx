import Monogram from '~/components/monogram'

/**
 * A supplier's uploaded logo, or its monogram when there is none (quotes dropped, so `"Azərxalça" ASC`
 * gives AA). Decorative: the name is always next to it.
 */
export default function SupplierLogo({
  name,
  logo,
  color,
  className,
}: {
  name: string
  logo: { src: string; srcset: string; width: number; height: number } | null
  color: string | null
  className: string
}) {
  if (!logo)
    return <Monogram name={name.replace(/["'«»“”„]/g, '')} color={color} className={className} />
  return (
    <img
      src={logo.src}
      srcSet={logo.srcset}
      sizes="96px"
      width={logo.width}
      height={logo.height}
      alt=""
      loading="lazy"
      decoding="async"
      className={`shrink-0 border border-line bg-white object-contain ${className}`}
    />
  )
}
