package org.braid.c.internal.parse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.braid.c.CFrontEndException;
import org.braid.core.internal.ir.DataModel;

/**
 * Produces the one buffer CDT parses for a C file. A {@code .i} file is taken as is. Otherwise,
 * with a usable host compiler ({@link HostCompiler}), {@code gcc -E} expands everything; without
 * one, {@link IncludeSplicer} pastes in the headers from Braid's {@code include/libc} and CDT
 * expands the macros, with the data model's predefined macros added here.
 *
 * <p>Search order: the user's {@code -I} directories, Braid's {@code include/override} (headers
 * that replace the compiler's, such as {@code stdatomic.h}, whose GCC version rests on compiler
 * built-ins), the host's or Braid's C library headers, and last Braid's include root (for
 * {@code <braid/...>}).
 */
public final class Preprocessor {

    /** What to preprocess and how. */
    public record Request(Path file, String display, List<Path> includeDirs, Map<String, String> macros,
            DataModel dataModel, boolean hostCompiler, Function<String, String> displayOfHeader) {
        public Request {
            includeDirs = List.copyOf(includeDirs);
            macros = new LinkedHashMap<>(macros);
        }
    }

    private static final Pattern GCC_ERROR = Pattern.compile("^(.*?):(\\d+):(?:\\d+:)? (?:fatal )?error: (.*)$");

    private Preprocessor() {
    }

    public static PreprocessedSource run(Request request) throws CFrontEndException {
        Path include = BundledFiles.directory(BundledFiles.INCLUDE);
        if (request.file().toString().endsWith(".i")) {
            return new PreprocessedSource(read(request), map(request, read(request)), Compatibility.macros());
        }
        Optional<HostCompiler.Setup> gcc = request.hostCompiler()
            ? HostCompiler.setup(request.dataModel()) : Optional.empty();
        if (gcc.isPresent()) {
            String text = runGcc(gcc.get(), request, include);
            return new PreprocessedSource(text, map(request, text), Compatibility.macros());
        }
        List<Path> system = new ArrayList<>(List.of(include.resolve("override"), include.resolve("libc"), include));
        String text = new IncludeSplicer(request.includeDirs(), system, request.displayOfHeader()).splice(request.file(), request.display());
        Map<String, String> macros = new LinkedHashMap<>(Compatibility.macros());
        macros.putAll(Compatibility.predefined(request.dataModel()));
        macros.putAll(request.macros());
        return new PreprocessedSource(text, map(request, text), macros);
    }

    private static SourceMap map(Request request, String text) {
        return new SourceMap(text, request.file(), request.display(), request.displayOfHeader());
    }

    private static String read(Request request) throws CFrontEndException {
        try {
            return Files.readString(request.file(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new CFrontEndException(request.display(), 0, "cannot read file: " + e.getMessage(), e);
        }
    }

    private static String runGcc(HostCompiler.Setup gcc, Request request, Path include) throws CFrontEndException {
        if (!Files.isRegularFile(request.file())) {
            throw new CFrontEndException(request.display(), 0, "cannot read file: no such file");
        }
        List<String> cmd = new ArrayList<>();
        cmd.add(gcc.executable().toString());
        cmd.addAll(gcc.flags());
        cmd.addAll(List.of("-E", "-x", "c", "-D__BRAID__=1"));
        for (Path dir : request.includeDirs()) {
            cmd.add("-I" + dir);
        }
        cmd.add("-I" + include.resolve("override"));
        if (!gcc.hostHeaders()) {
            cmd.add("-I" + include.resolve("libc"));
        }
        cmd.add("-idirafter");
        cmd.add(include.toString());
        for (Map.Entry<String, String> m : request.macros().entrySet()) {
            cmd.add("-D" + m.getKey() + "=" + m.getValue());
        }
        cmd.add(request.file().toString());
        HostCompiler.Result result = HostCompiler.run(cmd, "");
        if (result.exit() != 0) {
            for (String line : result.err().split("\n")) {
                Matcher m = GCC_ERROR.matcher(line);
                if (m.matches()) {
                    String file = Path.of(m.group(1)).equals(request.file()) ? request.display()
                        : request.displayOfHeader().apply(m.group(1));
                    throw new CFrontEndException(file, Integer.parseInt(m.group(2)), m.group(3));
                }
            }
            throw new CFrontEndException(request.display(), 0, "preprocessing failed: " + result.err().strip());
        }
        return result.out();
    }
}
