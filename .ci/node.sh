# Sourced by .ci/run (and by anyone who wants the same Node): puts Node.js 22 first on PATH when
# the machine's own Node is older. The binary comes from the npm registry's `node-linux-<arch>`
# package (the official build, checked against the registry's integrity hash by `npm pack`), kept
# in .ci/node/ (ignored by git) and reused while it is the pinned version. npm itself stays the
# machine's: it runs on whichever `node` is first on PATH.
CI_NODE_VERSION=22.23.3
CI_NODE_MAJOR=${CI_NODE_VERSION%%.*}

ci_use_node() {
  local here dir arch current
  current=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  [ "$current" -ge "$CI_NODE_MAJOR" ] && return 0
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  dir="$here/node"
  if [ "$("$dir/bin/node" --version 2>/dev/null)" != "v$CI_NODE_VERSION" ]; then
    case "$(uname -m)" in
      x86_64) arch=x64 ;;
      aarch64) arch=arm64 ;;
      *) echo "CI: no Node.js $CI_NODE_VERSION package for $(uname -m)" >&2; return 1 ;;
    esac
    echo "CI: Node.js $(node --version 2>/dev/null || echo none) is older than $CI_NODE_MAJOR; getting node-linux-$arch@$CI_NODE_VERSION from the npm registry"
    rm -rf "$dir" && mkdir -p "$dir"
    local tarball
    tarball=$(cd "$dir" && npm pack --silent "node-linux-$arch@$CI_NODE_VERSION") || return 1
    tar -xzf "$dir/$tarball" -C "$dir" --strip-components=1 package/bin/node && rm "$dir/$tarball" || return 1
  fi
  export PATH="$dir/bin:$PATH"
  echo "CI: running on Node.js $(node --version) from $dir"
}
