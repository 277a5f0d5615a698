-- Page 1 of a product listing, as the catalog's Inertia JSON or as the public API's JSON, for
-- the same choices per request: a random category (or the whole catalog) and a random sort, 24
-- products. A random unknown parameter ("v") is added so no cache answers (the API ignores it).
-- args: <data file: one en category slug a line, "*" for the whole catalog> <mode: inertia|api> [inertia version|-]
-- e.g. GET /en/category/nuts?sort=price_asc&page=1&v=… (X-Inertia headers)
--      GET /api/v1/products?lang=en&limit=24&sort=price_asc&category=nuts&v=…
-- API requests come from many clients, as in production: each carries an X-Forwarded-For
-- address of 10.0.0.0/14 (the bench app trusts 127.0.0.1 as a proxy: TRUSTED_PROXIES), so the
-- per-IP rate limit (120/min) is counted as usual but no single client exceeds it.
local common = dofile("common.lua")
local SORTS = { "new", "popular", "unpopular", "price_asc", "price_desc" }
local slugs, mode, headers

function init(args)
  common.seed()
  slugs = common.lines(args[1])
  mode = args[2]
  headers = common.headers(mode, args[3])
end

function request()
  local slug = common.pick(slugs)
  local sort = common.pick(SORTS)
  local fresh = "&v=" .. math.random(1000000000)
  if mode == "api" then
    local path = "/api/v1/products?lang=en&limit=24&sort=" .. sort
    if slug ~= "*" then path = path .. "&category=" .. slug end
    headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.random(0, 3), math.random(0, 255), math.random(1, 254))
    return wrk.format("GET", path .. fresh, headers)
  end
  local path = "/en/category" .. (slug ~= "*" and ("/" .. slug) or "") .. "?sort=" .. sort .. "&page=1"
  return wrk.format("GET", path .. fresh, headers)
end

done = common.done
