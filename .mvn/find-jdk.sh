# Selects a JDK >= 21 for the build and the CLI (Tycho 5 and the Eclipse bundles need 21).
# POSIX sh, sourced by mvnw, ./braid and .ci/run. braid_find_jdk exports JAVA_HOME or
# prints why it cannot and returns 1. Order: JAVA_HOME, the java on PATH, /usr/lib/jvm/*.

braid_jdk_major() {
    # Prints the major Java version of the JDK at $1, or nothing if $1 is not a JDK.
    [ -x "$1/bin/java" ] && [ -x "$1/bin/javac" ] || return 0
    if [ -f "$1/release" ]; then
        sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release"
    else
        "$1/bin/java" -XshowSettings:properties -version 2>&1 |
            sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p'
    fi
}

braid_find_jdk() {
    braid_min=21
    braid_best=""
    braid_best_major=0
    braid_path_java=$(command -v java 2>/dev/null || true)
    if [ -n "$braid_path_java" ]; then
        braid_path_java=$(readlink -f "$braid_path_java")
        braid_path_java=${braid_path_java%/bin/java}
    fi
    for braid_home in "${JAVA_HOME:-}" "$braid_path_java"; do
        [ -n "$braid_home" ] || continue
        braid_major=$(braid_jdk_major "$braid_home")
        if [ "${braid_major:-0}" -ge "$braid_min" ]; then
            export JAVA_HOME="$braid_home"
            return 0
        fi
    done
    for braid_name in $(ls /usr/lib/jvm 2>/dev/null); do
        braid_home=/usr/lib/jvm/$braid_name
        [ -L "$braid_home" ] && continue
        braid_major=$(braid_jdk_major "$braid_home")
        if [ "${braid_major:-0}" -gt "$braid_best_major" ]; then
            braid_best=$braid_home
            braid_best_major=$braid_major
        fi
    done
    if [ "$braid_best_major" -ge "$braid_min" ]; then
        export JAVA_HOME="$braid_best"
        return 0
    fi
    echo "braid: needs a JDK >= $braid_min; none found in JAVA_HOME, on PATH or in /usr/lib/jvm (set JAVA_HOME)" >&2
    return 1
}
