/** Routes of the orders area (issue 6): filled in by its owner. */
export {}
