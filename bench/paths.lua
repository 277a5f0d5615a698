-- A random path per request from a prepared list (products, searches, suggestions, probe
-- cursors, the static body).
-- args: <data file: one path (with query string) a line> <mode: inertia|plain> [inertia version|-] [fresh]
-- "fresh" adds a random unknown parameter, so the anonymous micro-cache never answers (the page is built).
local common = dofile("common.lua")
local paths, headers, fresh

function init(args)
  common.seed()
  paths = common.lines(args[1])
  headers = common.headers(args[2], args[3])
  fresh = args[4] == "fresh"
end

function request()
  local path = common.pick(paths)
  if fresh then path = path .. (path:find("?", 1, true) and "&" or "?") .. "v=" .. math.random(1000000000) end
  return wrk.format("GET", path, headers)
end

done = common.done
