import './css/app.css'
import { createInertiaApp } from '@inertiajs/react'
import { pageTitle, resolvePage } from '~/lib/pages'

createInertiaApp({
  title: pageTitle,
  resolve: (name) => resolvePage(name, import.meta.glob('./pages/**/*.tsx')),
  progress: { color: '#4B5563' },
})
