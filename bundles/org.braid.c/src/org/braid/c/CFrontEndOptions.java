package org.braid.c;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.braid.core.internal.ir.DataModel;

/**
 * How C files are read and lowered. Immutable; build from {@link #defaults()} with the
 * {@code with...} methods.
 *
 * @param includeDirs user include directories ({@code -I}), searched in order
 * @param macros user macro definitions ({@code -D NAME=VALUE}; {@code -D NAME} is {@code NAME=1})
 *        in definition order
 * @param dataModel sizes of {@code int}, {@code long} and pointers
 * @param externalCallsNondeterministic whether a call to a function with no body and no model
 *        returns any value ({@link DiagnosticKind#ASSUMED_EXTERNAL}); otherwise such a call makes
 *        the result unknown ({@link DiagnosticKind#UNKNOWN_EXTERNAL})
 * @param modelFiles the user's own environment models (C files), preferred to Braid's models
 * @param hostCompiler whether to preprocess with the host's {@code gcc} and its headers when
 *        one is on the {@code PATH}; otherwise Braid's own minimal headers are used
 */
public record CFrontEndOptions(List<Path> includeDirs, Map<String, String> macros, DataModel dataModel,
        boolean externalCallsNondeterministic, List<Path> modelFiles, boolean hostCompiler) {

    public CFrontEndOptions {
        includeDirs = List.copyOf(includeDirs);
        Map<String, String> copy = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : macros.entrySet()) {
            String name = Objects.requireNonNull(e.getKey(), "macro name");
            if (!name.matches("[A-Za-z_][A-Za-z0-9_]*")) {
                throw new IllegalArgumentException("-D: '" + name + "' is not a macro name");
            }
            copy.put(name, Objects.requireNonNull(e.getValue(), "macro value"));
        }
        macros = Collections.unmodifiableMap(copy);
        Objects.requireNonNull(dataModel, "dataModel");
        modelFiles = List.copyOf(modelFiles);
    }

    /** LP64, no include directories or macros, nondeterministic external calls, host gcc if any. */
    public static CFrontEndOptions defaults() {
        return new CFrontEndOptions(List.of(), Map.of(), DataModel.LP64, true, List.of(), true);
    }

    public CFrontEndOptions withIncludeDirs(List<Path> dirs) {
        return new CFrontEndOptions(dirs, macros, dataModel, externalCallsNondeterministic, modelFiles, hostCompiler);
    }

    public CFrontEndOptions withMacros(Map<String, String> definitions) {
        return new CFrontEndOptions(includeDirs, definitions, dataModel, externalCallsNondeterministic, modelFiles,
                hostCompiler);
    }

    /** Adds {@code NAME=VALUE} or {@code NAME} (value 1), as written after {@code -D}. */
    public CFrontEndOptions withDefine(String definition) {
        int eq = definition.indexOf('=');
        Map<String, String> all = new LinkedHashMap<>(macros);
        all.put(eq < 0 ? definition : definition.substring(0, eq), eq < 0 ? "1" : definition.substring(eq + 1));
        return withMacros(all);
    }

    public CFrontEndOptions withDataModel(DataModel model) {
        return new CFrontEndOptions(includeDirs, macros, model, externalCallsNondeterministic, modelFiles, hostCompiler);
    }

    public CFrontEndOptions withExternalCallsNondeterministic(boolean value) {
        return new CFrontEndOptions(includeDirs, macros, dataModel, value, modelFiles, hostCompiler);
    }

    public CFrontEndOptions withModelFiles(List<Path> files) {
        return new CFrontEndOptions(includeDirs, macros, dataModel, externalCallsNondeterministic, files, hostCompiler);
    }

    public CFrontEndOptions withHostCompiler(boolean value) {
        return new CFrontEndOptions(includeDirs, macros, dataModel, externalCallsNondeterministic, modelFiles, value);
    }
}
