package org.braid.c.internal.link;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.braid.c.CFrontEndException;
import org.braid.c.CFrontEndOptions;
import org.braid.c.LoweringResult;
import org.braid.c.internal.Diagnostics;
import org.braid.c.internal.parse.ParsedUnit;
import org.braid.core.internal.ir.Program;

/**
 * The front end's pipeline, stage by stage: preprocess and parse every file; lower the units
 * with shared symbols and layouts; complete the program from system-header definitions, the
 * user's models, Braid's models and stubs.
 */
public final class Frontend {

    private Frontend() {
    }

    public static LoweringResult run(List<Path> files, CFrontEndOptions options) throws CFrontEndException {
        if (files.isEmpty()) {
            throw new CFrontEndException("<input>", 0, "no input files");
        }
        ModelLibrary.prepare(options.dataModel(), options.hostCompiler());
        List<ParsedUnit> units = Sources.parseAll(files, Path::toString, options.includeDirs(), options.macros(),
            options.dataModel(), options.hostCompiler());
        Diagnostics diagnostics = new Diagnostics();
        Linkage user = new Linkage(options.dataModel(), diagnostics);
        Sources.lower(user, units);
        List<ModelSet> models = new ArrayList<>();
        if (!options.modelFiles().isEmpty()) {
            models.add(ModelLibrary.user(options.modelFiles(), options.dataModel(), options.hostCompiler()));
        }
        models.add(ModelLibrary.bundled(options.dataModel(), options.hostCompiler()));
        Program program;
        try {
            program = new Linker(user, models, options.externalCallsNondeterministic()).link();
        } catch (org.braid.c.internal.InvalidInput e) {
            throw Sources.located(e, units);
        }
        return new LoweringResult(program, diagnostics.all());
    }
}
