package org.braid.core.frontend;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;

/**
 * A function of the user's program a harness may start, as a front end offers it: the procedure's
 * name in the lowered program, the name to show, where it is defined, and whether it is a program
 * entry ({@code main}, or a harness procedure the front end built, such as a Java method pair),
 * which {@code HarnessSpec.Main} naming it runs. Immutable.
 *
 * @param procedure the procedure's name in the lowered program (what harnesses name); for a front
 *        end that builds its own pair harnesses, the name its pair setting accepts (Java:
 *        {@code Counter#add(int)}, see {@link FrontEndOption#PAIR})
 * @param label the name to show users, e.g. {@code increment} or {@code Counter.run}
 * @param file the file that defines it, as the user named it
 * @param line the 1-based line where its definition starts
 * @param programEntry whether it is a program entry, run by the main harness naming it
 */
public record EntryPoint(String procedure, String label, String file, int line, boolean programEntry) {
    public EntryPoint {
        Objects.requireNonNull(procedure, "procedure");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(file, "file");
    }

    /**
     * The procedures of {@code program} with a body defined in {@code files} (as the user named
     * them), labelled by their names; the one named {@code main} is the program's entry. What a
     * front end offers when its procedures are named as users call them.
     */
    public static List<EntryPoint> definedIn(Program program, List<Path> files) {
        Set<String> names = new HashSet<>();
        files.forEach(file -> names.add(file.toString()));
        List<EntryPoint> entries = new ArrayList<>();
        for (Procedure procedure : program.procedures().values()) {
            if (!procedure.isExternal() && names.contains(procedure.loc().file())) {
                entries.add(new EntryPoint(procedure.name(), procedure.name(), procedure.loc().file(),
                        procedure.loc().line(), procedure.name().equals("main")));
            }
        }
        return entries;
    }
}
