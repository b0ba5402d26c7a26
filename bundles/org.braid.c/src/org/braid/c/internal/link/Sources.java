package org.braid.c.internal.link;

import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.braid.c.CFrontEndException;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.parse.BundledFiles;
import org.braid.c.internal.parse.CParser;
import org.braid.c.internal.parse.ParsedUnit;
import org.braid.c.internal.parse.Preprocessor;
import org.braid.c.internal.parse.SourceMap;
import org.braid.core.internal.ir.DataModel;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;

/** Parsing files into units and turning lowering errors into located exceptions. */
final class Sources {

    private Sources() {
    }

    static ParsedUnit parse(Path file, String display, List<Path> includeDirs, Map<String, String> macros,
            DataModel model, boolean hostCompiler) throws CFrontEndException {
        Path include = BundledFiles.directory(BundledFiles.INCLUDE);
        Preprocessor.Request request = new Preprocessor.Request(file, display, includeDirs, macros, model, hostCompiler,
            path -> headerDisplay(path, include));
        return CParser.parse(Preprocessor.run(request), display);
    }

    /**
     * Parses several files, in parallel (preprocessing and CDT parsing are independent per
     * file), returning the units in the order of {@code files}.
     */
    static List<ParsedUnit> parseAll(List<Path> files, java.util.function.Function<Path, String> display,
            List<Path> includeDirs, Map<String, String> macros, DataModel model, boolean hostCompiler)
            throws CFrontEndException {
        if (files.size() <= 1) {
            List<ParsedUnit> one = new java.util.ArrayList<>();
            for (Path f : files) {
                one.add(parse(f, display.apply(f), includeDirs, macros, model, hostCompiler));
            }
            return one;
        }
        List<java.util.concurrent.CompletableFuture<ParsedUnit>> futures = new java.util.ArrayList<>();
        for (Path f : files) {
            futures.add(java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                try {
                    return parse(f, display.apply(f), includeDirs, macros, model, hostCompiler);
                } catch (CFrontEndException e) {
                    throw new java.util.concurrent.CompletionException(e);
                }
            }));
        }
        List<ParsedUnit> units = new java.util.ArrayList<>();
        for (java.util.concurrent.CompletableFuture<ParsedUnit> f : futures) {
            try {
                units.add(f.join());
            } catch (java.util.concurrent.CompletionException e) {
                if (e.getCause() instanceof CFrontEndException c) {
                    throw c;
                }
                throw e;
            }
        }
        return units;
    }

    /** How a header is named in locations: relative to Braid's include root if it is Braid's. */
    private static String headerDisplay(String path, Path include) {
        Path p = Path.of(path).toAbsolutePath().normalize();
        if (include != null && p.startsWith(include.toAbsolutePath().normalize())) {
            return "include/" + include.toAbsolutePath().normalize().relativize(p).toString().replace('\\', '/');
        }
        return path;
    }

    /** Lowers the units into the linkage; input errors become located exceptions. */
    static void lower(Linkage linkage, List<ParsedUnit> units) throws CFrontEndException {
        try {
            linkage.lower(units);
        } catch (InvalidInput e) {
            throw located(e, units);
        }
    }

    static CFrontEndException located(InvalidInput e, List<ParsedUnit> units) {
        if (e.node() != null) {
            Map<IASTTranslationUnit, ParsedUnit> byAst = new IdentityHashMap<>();
            units.forEach(u -> byAst.put(u.ast(), u));
            IASTNode node = e.node();
            ParsedUnit unit = byAst.get(node.getTranslationUnit());
            if (unit != null) {
                SourceMap.Position pos = unit.position(node);
                return new CFrontEndException(pos.file().display(), pos.line(), e.getMessage(), e);
            }
        }
        if (e.loc() != null && e.loc().isKnown()) {
            return new CFrontEndException(e.loc().file(), e.loc().line(), e.getMessage(), e);
        }
        String file = units.isEmpty() ? "<input>" : units.get(0).display();
        return new CFrontEndException(file, 0, e.getMessage(), e);
    }
}
