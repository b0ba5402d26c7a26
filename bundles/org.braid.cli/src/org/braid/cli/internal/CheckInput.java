package org.braid.cli.internal;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;

/**
 * What one check reads: the source files (lowered together into one program by the front end that reads them), the harness
 * ({@code --pair} entry points, else {@code main}) and the front end's settings.
 *
 * @param files the source files, all of one language
 * @param pair the two entry points of an entry-point pair harness, or empty for {@code main}
 * @param includes {@code -I} directories
 * @param defines {@code -D} macros as {@code NAME} or {@code NAME=VAL}
 * @param models environment models written in the files' language (C or Java)
 */
record CheckInput(List<Path> files, Optional<List<String>> pair, List<Path> includes, List<String> defines,
        List<Path> models) {

    CheckInput {
        files = List.copyOf(files);
        Objects.requireNonNull(pair, "pair");
        pair = pair.map(List::copyOf);
        includes = List.copyOf(includes);
        defines = List.copyOf(defines);
        models = List.copyOf(models);
    }

    /** The front end's settings: {@code -I}, {@code -D}, {@code --model} and the check's data model. */
    FrontEndSettings settings(String dataModel) {
        return FrontEndSettings.NONE
                .withAll(FrontEndOption.INCLUDE, includes.stream().map(Path::toString).toList())
                .withAll(FrontEndOption.DEFINE, defines)
                .withAll(FrontEndOption.MODEL, models.stream().map(Path::toString).toList())
                .with(FrontEndOption.DATA_MODEL, dataModel);
    }

    /** The same settings for other files (one file of {@code bench}). */
    CheckInput withFiles(List<Path> newFiles) {
        return new CheckInput(newFiles, pair, includes, defines, models);
    }
}
