package org.braid.c;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Compiles and runs C programs with the host's gcc, for comparing Braid's semantics with it. */
final class HostGcc {

    private HostGcc() {
    }

    static boolean available() {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "gcc"))) {
                return true;
            }
        }
        return false;
    }

    private static Boolean links32;

    /** Whether gcc can build and run 32-bit (i386) programs here (needs a 32-bit C library). */
    static synchronized boolean canRun32() {
        if (links32 == null) {
            try {
                Path src = Fixtures.tempDir("m32").resolve("probe.c");
                Files.writeString(src, "#include <stdio.h>\nint main(void) { printf(\"%d\", (int) sizeof(long)); return 0; }\n");
                links32 = available() && compileAndRun(List.of(src), List.of("-m32")).strip().equals("4");
            } catch (IOException | InterruptedException e) {
                links32 = false;
            }
        }
        return links32;
    }

    /** Compiles {@code sources} with {@code flags} and returns the program's standard output. */
    static String compileAndRun(List<Path> sources, List<String> flags) throws IOException, InterruptedException {
        Path exe = Files.createTempFile("braid-gcc", ".out");
        List<String> cmd = new ArrayList<>(List.of("gcc", "-w", "-O0", "-fwrapv", "-o", exe.toString()));
        cmd.addAll(flags);
        sources.forEach(s -> cmd.add(s.toString()));
        run(cmd);
        try {
            return run(List.of(exe.toString()));
        } finally {
            Files.deleteIfExists(exe);
        }
    }

    /**
     * The constants that {@code gcc -m32 -O3 -S} stores into globals named {@code r_...} of
     * {@code source} (its {@code movb/movw/movl $imm, r_x+offset} instructions, little-endian), for
     * programs whose results gcc folds: the ILP32 reference where 32-bit programs cannot be linked.
     */
    static Map<String, Long> foldedStores32(Path source) throws IOException, InterruptedException {
        Path asm = Files.createTempFile("braid-gcc", ".s");
        try {
            run(List.of("gcc", "-w", "-m32", "-O3", "-fno-pic", "-fwrapv", "-S", "-o", asm.toString(),
                source.toString()));
            Map<String, Long> values = new LinkedHashMap<>();
            Matcher m = STORE.matcher(Files.readString(asm));
            while (m.find()) {
                int bytes = switch (m.group(1)) {
                    case "b" -> 1;
                    case "w" -> 2;
                    default -> 4;
                };
                long imm = Long.parseLong(m.group(2)) & (bytes == 4 ? 0xFFFF_FFFFL : (1L << (8 * bytes)) - 1);
                int shift = 8 * (m.group(4) == null ? 0 : Integer.parseInt(m.group(4)));
                long mask = (bytes == 4 ? 0xFFFF_FFFFL : (1L << (8 * bytes)) - 1) << shift;
                values.merge(m.group(3), imm << shift, (old, add) -> (old & ~mask) | add);
            }
            return values;
        } finally {
            Files.deleteIfExists(asm);
        }
    }

    private static final Pattern STORE = Pattern.compile("\\bmov([bwl])\\s+\\$(-?\\d+), (r_\\w+)(?:\\+(\\d+))?\\s*$",
        Pattern.MULTILINE);

    private static String run(List<String> cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException(String.join(" ", cmd) + " failed:\n" + out);
        }
        return out;
    }
}
