#!/usr/bin/env bash
# Install and start what scorewire-code's sandboxes need, idempotently; and chromium, in which
# the HTML report tests render the report.
#
#   local backend : bubblewrap (Debian package `bubblewrap`)
#   docker backend: a Docker engine (`docker.io`), started in the background when
#                   none answers, and the offline Python image built with
#                   debootstrap + `docker import` (no registry needed).
#
# Run as root on Debian (CI does, from `make test`). Anything it cannot do is
# reported with a clear message and the script still exits 0: the tests then
# fail under CI (a missing backend is an error there) and skip elsewhere.
#
# Environment knobs:
#   SCOREWIRE_SANDBOX_IMAGE   image name            (default scorewire-python:bookworm)
#   SCOREWIRE_SANDBOX_CACHE   rootfs tarball folder (default <repo>/.cache/scorewire-sandbox)
#   DEBIAN_MIRROR             debootstrap mirror    (default http://deb.debian.org/debian)
set -u

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
IMAGE="${SCOREWIRE_SANDBOX_IMAGE:-scorewire-python:bookworm}"
CACHE="${SCOREWIRE_SANDBOX_CACHE:-$REPO/.cache/scorewire-sandbox}"
ROOTFS_TAR="$CACHE/python3-bookworm-rootfs.tar"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
DOCKERD_LOG="$CACHE/dockerd.log"

say() { echo "setup-sandboxes: $*"; }
warn() { echo "setup-sandboxes: WARNING: $*" >&2; }

if [ "$(id -u)" != "0" ]; then
    warn "not running as root: cannot install packages or start dockerd; sandbox tests will skip (or fail under CI)"
    exit 0
fi

mkdir -p "$CACHE"
# The cache lives inside the repository: keep it out of git without touching the root .gitignore.
[ -f "$REPO/.cache/.gitignore" ] || printf '*\n' >"$REPO/.cache/.gitignore"

# --- packages -----------------------------------------------------------------
missing=()
command -v bwrap >/dev/null 2>&1 || missing+=(bubblewrap)
command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
# The HTML report tests render report.html in a real headless browser.
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
if [ "${#missing[@]}" -gt 0 ]; then
    if command -v apt-get >/dev/null 2>&1; then
        say "installing ${missing[*]}"
        export DEBIAN_FRONTEND=noninteractive
        if apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
            say "installed ${missing[*]}"
        else
            warn "apt-get could not install ${missing[*]}"
        fi
    else
        warn "no apt-get: install ${missing[*]} by hand"
    fi
else
    say "bubblewrap, docker.io, debootstrap and chromium already installed"
fi

# --- docker engine ------------------------------------------------------------
docker_ok() { docker info >/dev/null 2>&1; }
if ! command -v docker >/dev/null 2>&1; then
    warn "no docker client: the docker backend is unavailable"
elif docker_ok; then
    say "a Docker engine answers"
elif command -v dockerd >/dev/null 2>&1; then
    say "starting dockerd in the background (log: $DOCKERD_LOG)"
    nohup dockerd >"$DOCKERD_LOG" 2>&1 &
    for _ in $(seq 1 60); do
        docker_ok && break
        sleep 0.5
    done
    if docker_ok; then say "dockerd is up"; else warn "dockerd did not answer within 30 s; see $DOCKERD_LOG"; fi
else
    warn "no dockerd: the docker backend is unavailable"
fi

# --- offline python image -----------------------------------------------------
if docker_ok; then
    if docker image inspect "$IMAGE" >/dev/null 2>&1; then
        say "image $IMAGE present"
    else
        if [ ! -s "$ROOTFS_TAR" ]; then
            if command -v debootstrap >/dev/null 2>&1; then
                root="$CACHE/rootfs"
                rm -rf "$root"
                say "debootstrap minbase + python3 into $root (about a minute)"
                if debootstrap --variant=minbase --include=python3 bookworm "$root" "$MIRROR" >"$CACHE/debootstrap.log" 2>&1; then
                    # Drop caches the image does not need; keep the Python standard library.
                    rm -rf "$root/var/cache/apt/archives/"*.deb "$root/var/lib/apt/lists/"*
                    tar -C "$root" -cf "$ROOTFS_TAR.partial" . && mv "$ROOTFS_TAR.partial" "$ROOTFS_TAR"
                    rm -rf "$root"
                else
                    warn "debootstrap failed; see $CACHE/debootstrap.log"
                fi
            else
                warn "no debootstrap: cannot build $IMAGE"
            fi
        fi
        if [ -s "$ROOTFS_TAR" ]; then
            if docker import --change 'ENV PATH=/usr/local/bin:/usr/bin:/bin' \
                --change 'WORKDIR /tmp' "$ROOTFS_TAR" "$IMAGE" >/dev/null; then
                say "imported $IMAGE from $ROOTFS_TAR"
            else
                warn "docker import of $ROOTFS_TAR failed"
            fi
        fi
    fi
fi

command -v bwrap >/dev/null 2>&1 && say "local backend: $(bwrap --version)" || warn "local backend unavailable (no bwrap)"
command -v chromium >/dev/null 2>&1 && say "report tests: $(chromium --version 2>/dev/null)" || warn "no chromium: the HTML report browser tests will skip (or fail under CI)"
exit 0
