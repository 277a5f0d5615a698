-- Category listing: random category, sort and page per request.
-- args: <data file: "slug maxPage" lines> <mode: inertia|html> <inertia version> [fixed page] [fresh]
-- "fresh" adds a random unknown parameter, so the anonymous micro-cache never answers (the query is measured).
-- e.g. GET /en/category/nuts?sort=price_asc&page=17 with X-Inertia headers (mode inertia).
local common = dofile("common.lua")
local SORTS = { "new", "popular", "unpopular", "price_asc", "price_desc" }
local categories, headers, fixedPage, fresh

function init(args)
  common.seed()
  categories = {}
  for _, line in ipairs(common.lines(args[1])) do
    local slug, pages = line:match("^(%S+)%s+(%d+)$")
    categories[#categories + 1] = { slug = slug, pages = tonumber(pages) }
  end
  headers = common.headers(args[2], args[3])
  fixedPage = args[4] and tonumber(args[4])
  fresh = args[5] == "fresh"
end

function request()
  local category = common.pick(categories)
  local page = fixedPage or math.random(category.pages)
  local path = "/en/category/" .. category.slug .. "?sort=" .. common.pick(SORTS) .. "&page=" .. page
  if fresh then path = path .. "&v=" .. math.random(1000000000) end
  return wrk.format("GET", path, headers)
end

done = common.done
