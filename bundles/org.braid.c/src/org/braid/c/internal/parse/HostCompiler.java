package org.braid.c.internal.parse;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.braid.core.internal.ir.DataModel;

/**
 * The host's C compiler ({@code gcc}, else {@code cc}) as a preprocessor, probed once per JVM and
 * data model: used only when it targets x86 (Braid's C semantics are x86's: signed {@code char},
 * the System V layouts). For LP64 it runs as is with the host's headers. For ILP32 it runs with
 * {@code -m32}, with the host's headers when a 32-bit C library is installed and with Braid's
 * minimal headers ({@code -nostdinc}) otherwise. Thread-safe.
 */
public final class HostCompiler {

    /** How to call the compiler for one data model. */
    public record Setup(Path executable, List<String> flags, boolean hostHeaders) {
        public Setup {
            flags = List.copyOf(flags);
        }
    }

    private static final Map<DataModel, Optional<Setup>> SETUPS = new ConcurrentHashMap<>();
    private static final long TIMEOUT_SECONDS = 30;

    private HostCompiler() {
    }

    /** The compiler setup for {@code model}, or empty if no usable x86 compiler is on the path. */
    public static Optional<Setup> setup(DataModel model) {
        return SETUPS.computeIfAbsent(model, HostCompiler::probe);
    }

    private static Optional<Setup> probe(DataModel model) {
        Optional<Path> exe = find("gcc").or(() -> find("cc"));
        if (exe.isEmpty()) {
            return Optional.empty();
        }
        Path gcc = exe.get();
        Result machine = run(List.of(gcc.toString(), "-dumpmachine"), "");
        if (machine.exit() != 0 || !machine.out().strip().matches("(x86_64|i[3-6]86)-.*")) {
            return Optional.empty();
        }
        List<String> flags = new ArrayList<>();
        if (model == DataModel.ILP32) {
            flags.add("-m32");
            if (run(cmd(gcc, flags, "-dM"), "").exit() != 0) {
                return Optional.empty();
            }
        } else if (machine.out().startsWith("i")) {
            return Optional.empty();
        }
        String probe = "#include <stdlib.h>\n#include <pthread.h>\n#include <stdio.h>\n";
        if (run(cmd(gcc, flags), probe).exit() == 0) {
            return Optional.of(new Setup(gcc, flags, true));
        }
        flags.add("-nostdinc");
        return Optional.of(new Setup(gcc, flags, false));
    }

    private static List<String> cmd(Path gcc, List<String> flags, String... more) {
        List<String> cmd = new ArrayList<>();
        cmd.add(gcc.toString());
        cmd.addAll(flags);
        cmd.addAll(List.of(more));
        cmd.addAll(List.of("-E", "-x", "c", "-"));
        return cmd;
    }

    private static Optional<Path> find(String name) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) {
                continue;
            }
            Path candidate = Path.of(dir, name);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** The exit code, standard output and standard error of a finished process. */
    record Result(int exit, String out, String err) {
    }

    /** Runs {@code command} with {@code input} on standard input; exit -1 if it cannot run. */
    static Result run(List<String> command, String input) {
        try {
            Path out = Files.createTempFile("braid-cc", ".out");
            Path err = Files.createTempFile("braid-cc", ".err");
            try {
                Process process = new ProcessBuilder(command).redirectOutput(out.toFile())
                    .redirectError(err.toFile()).start();
                try (var stdin = process.getOutputStream()) {
                    stdin.write(input.getBytes(StandardCharsets.UTF_8));
                }
                if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    return new Result(-1, "", "timed out: " + String.join(" ", command));
                }
                return new Result(process.exitValue(), Files.readString(out, StandardCharsets.ISO_8859_1),
                    Files.readString(err, StandardCharsets.ISO_8859_1));
            } finally {
                Files.deleteIfExists(out);
                Files.deleteIfExists(err);
            }
        } catch (IOException e) {
            return new Result(-1, "", e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(-1, "", "interrupted");
        }
    }
}
