package org.braid.java.internal.decl;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.braid.core.frontend.EntryPoint;
import org.braid.core.internal.ir.DataModel;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.java.JavaFrontEndException;
import org.braid.java.JavaFrontEndOptions;
import org.braid.java.LoweringResult;
import org.braid.java.internal.Diagnostics;
import org.braid.java.internal.InvalidInput;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.expr.Strings;
import org.braid.java.internal.lower.Exceptions;
import org.braid.java.internal.lower.ProgramParts;
import org.braid.java.internal.lower.ThrowingCalls;
import org.braid.java.internal.model.ModelProcedures;
import org.braid.java.internal.parse.JUnitSources;
import org.braid.java.internal.parse.JavaParser;
import org.braid.java.internal.parse.ModelSources;
import org.braid.java.internal.parse.ParsedUnit;
import org.braid.java.internal.parse.SourceFile;
import org.braid.java.internal.stmt.Handlers;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.ClassTable;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.MethodReference;

/**
 * The whole lowering, in stages: parse all files together with Braid's Java models and the
 * user's ({@link ModelSources}; JDT, bindings), and, for programs that use JUnit, its models and
 * declarations ({@link JUnitSources}); collect the classes
 * and their layouts; declare statics; lower every class's methods and constructors and every
 * lambda's and method reference's body; add the model procedures; add the harness entries ({@link Harnessing}: a method
 * pair, a class, a JUnit test, the entry {@code main}, or the {@code @ThreadSafe} classes); drop the checks of the
 * pending exception after calls that never throw ({@link ThrowingCalls}).
 */
public final class ProgramLowerer {

    private ProgramLowerer() {
    }

    public static LoweringResult lower(List<Path> files, JavaFrontEndOptions options) throws JavaFrontEndException {
        return lower(files, options, false);
    }

    /**
     * As above; with {@code everyModel}, all of Braid's models are parsed, not only those the
     * program may use ({@link ModelSources#forProgram}), for comparisons.
     */
    public static LoweringResult lower(List<Path> files, JavaFrontEndOptions options, boolean everyModel)
            throws JavaFrontEndException {
        List<SourceFile> sources = new ArrayList<>(everyModel
            ? ModelSources.with(options.modelFiles())
            : ModelSources.forProgram(files, options.modelFiles(), options.classpath()));
        sources.addAll(JUnitSources.forProgram(files, options.classpath()));
        files.forEach(file -> sources.add(SourceFile.of(file)));
        List<ParsedUnit> units = JavaParser.parse(sources, options.classpath()).stream()
            .filter(unit -> !JUnitSources.isDeclarationOnly(unit)).toList();
        Diagnostics diagnostics = new Diagnostics();
        Set<String> userFiles = files.stream().map(file -> SourceFile.of(file).display())
            .collect(Collectors.toSet());
        ModelUse modelUse = ModelUse.of(units, userFiles);
        ClassTable classes = ClassTable.build(units, diagnostics, modelUse::mayCreate);
        units.forEach(unit -> UncheckedOperations.report(unit, classes, diagnostics));
        ProgramParts program = new ProgramParts(classes, diagnostics,
            Handlers.analyse(units.stream().filter(modelUse::counts).toList(), classes), Strings.createdIn(units));
        List<EntryPoint> entries = new ArrayList<>();
        try {
            Optional<MethodDeclaration> main = Entry.find(program, options);
            List<String> initializers = new ArrayList<>();
            int[] enums = {0};
            Statics statics = new Statics(program);
            for (ClassInfo cls : classes.all()) {
                if (cls.kind() == ClassInfo.Kind.SOURCE) {
                    fileScope(cls, diagnostics, () -> statics.declare(cls));
                }
            }
            for (ClassInfo cls : classes.all()) {
                if (cls.kind() == ClassInfo.Kind.SOURCE) {
                    fileScope(cls, diagnostics, () -> {
                        String initializer = statics.initializer(cls);
                        if (initializer != null && modelUse.unusedEnum(cls)) {
                            return;
                        }
                        if (initializer != null && cls.binding().isEnum()) {
                            initializers.add(enums[0]++, initializer);
                        } else if (initializer != null) {
                            initializers.add(initializer);
                        }
                    });
                }
            }
            for (ClassInfo cls : classes.all()) {
                switch (cls.kind()) {
                    case SOURCE -> fileScope(cls, diagnostics, () -> new ClassLowerer(program, cls).lower());
                    case LAMBDA -> fileScope(cls, diagnostics, () -> {
                        if (cls.declaration() instanceof MethodReference) {
                            new MethodReferenceLowerer(program, cls).lower();
                        } else {
                            new LambdaLowerer(program, cls).lower();
                        }
                    });
                    case MODEL -> {
                    }
                }
            }
            ModelProcedures.addTo(program);
            Harnessing harnessing = new Harnessing(program, initializers, userFiles, files.get(0).toString());
            entries.addAll(harnessing.entries(options, main, initializers));
            entries.addAll(harnessing.methodEntries());
        } catch (InvalidInput e) {
            ParsedUnit unit = units.stream().filter(u -> u.unit() == e.node().getRoot()).findFirst().orElseThrow();
            throw new JavaFrontEndException(unit.file(), unit.line(e.node()), e.getMessage(), e);
        }
        List<Procedure> procedures = program.procedures();
        Exceptions exceptions = program.exceptions();
        if (exceptions.enabled()) {
            procedures = ThrowingCalls.pruned(procedures, exceptions.pending(program), exceptions.isPending(program));
        }
        Program lowered = new Program(DataModel.LP64, List.of(), program.globals(), procedures);
        return new LoweringResult(lowered, diagnostics.sorted(), entries);
    }

    /** Runs a declaration's lowering; a construct outside the subset there makes every check unknown. */
    private static void fileScope(ClassInfo cls, Diagnostics diagnostics, Runnable lowering) {
        try {
            lowering.run();
        } catch (UnsupportedConstruct e) {
            diagnostics.unsupported(cls.unit(), e, null);
        }
    }
}
