-- A random path per request from a prepared list (products, searches, suggestions, probe
-- cursors, the static body).
-- args: <data file: one path (with query string) a line> <mode: inertia|plain> [inertia version]
local common = dofile("common.lua")
local paths, headers

function init(args)
  common.seed()
  paths = common.lines(args[1])
  headers = common.headers(args[2], args[3])
end

function request()
  return wrk.format("GET", common.pick(paths), headers)
end

done = common.done
