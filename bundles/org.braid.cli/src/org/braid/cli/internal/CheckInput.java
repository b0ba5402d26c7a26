package org.braid.cli.internal;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;

/**
 * What one check reads: the source files (lowered together into one program by the front end that reads them), the harness
 * ({@code --pair} entry points, {@code --class} or {@code --test}, else the program's entries) and the front end's settings.
 *
 * @param files the source files, all of one language
 * @param pair the two entry points of an entry-point pair harness, or empty for {@code main}
 * @param includes {@code -I} directories
 * @param defines {@code -D} macros as {@code NAME} or {@code NAME=VAL}
 * @param models environment models written in the files' language (C or Java)
 * @param harnessClass the class of {@code --class} (Java), whose public methods are checked pairwise
 * @param classpath {@code --classpath} entries (Java): directories and jars of compiled classes
 * @param test the test method or class of {@code --test} (Java, JUnit), each test its own harness
 * @param frontEndFlags the front-end options given as flags of their own ({@link FrontEndFlags}, e.g.
 *        {@code --data-model}), none for those not given
 */
record CheckInput(List<Path> files, Optional<List<String>> pair, List<Path> includes, List<String> defines,
        List<Path> models, Optional<String> harnessClass, List<Path> classpath, Optional<String> test,
        FrontEndSettings frontEndFlags) {

    CheckInput {
        files = List.copyOf(files);
        Objects.requireNonNull(pair, "pair");
        pair = pair.map(List::copyOf);
        includes = List.copyOf(includes);
        defines = List.copyOf(defines);
        models = List.copyOf(models);
        Objects.requireNonNull(harnessClass, "harnessClass");
        classpath = List.copyOf(classpath);
        Objects.requireNonNull(test, "test");
        Objects.requireNonNull(frontEndFlags, "frontEndFlags");
    }

    /** Without front-end flags. */
    CheckInput(List<Path> files, Optional<List<String>> pair, List<Path> includes, List<String> defines,
            List<Path> models, Optional<String> harnessClass, List<Path> classpath, Optional<String> test) {
        this(files, pair, includes, defines, models, harnessClass, classpath, test, FrontEndSettings.NONE);
    }

    /** Without {@code --test}. */
    CheckInput(List<Path> files, Optional<List<String>> pair, List<Path> includes, List<String> defines,
            List<Path> models, Optional<String> harnessClass, List<Path> classpath) {
        this(files, pair, includes, defines, models, harnessClass, classpath, Optional.empty());
    }

    /** Without {@code --classpath}. */
    CheckInput(List<Path> files, Optional<List<String>> pair, List<Path> includes, List<String> defines,
            List<Path> models, Optional<String> harnessClass) {
        this(files, pair, includes, defines, models, harnessClass, List.of());
    }

    /** Without {@code --class}. */
    CheckInput(List<Path> files, Optional<List<String>> pair, List<Path> includes, List<String> defines,
            List<Path> models) {
        this(files, pair, includes, defines, models, Optional.empty());
    }

    /**
     * Whether {@code --pair} names methods of a language whose front end builds the pair harness
     * itself ({@code Class#method}, Java), rather than functions the core's pair harness calls.
     */
    boolean frontEndPair() {
        return pair.isPresent() && pair.get().stream().anyMatch(entry -> entry.contains("#"));
    }

    /**
     * The front end's settings: {@code -I}, {@code -D}, {@code --model}, a front end's own pair
     * ({@link #frontEndPair()}), {@code --class} or {@code --test}, {@code --classpath}, and the
     * {@linkplain #frontEndFlags() front-end flags} given.
     */
    FrontEndSettings settings() {
        FrontEndSettings harness = FrontEndSettings.NONE
                .withAll(FrontEndOption.PAIR, frontEndPair() ? List.of(String.join(",", pair.get())) : List.of())
                .withAll(FrontEndOption.CLASS, harnessClass.stream().toList())
                .withAll(FrontEndOption.TEST, test.stream().toList());
        FrontEndSettings settings = harness
                .withAll(FrontEndOption.INCLUDE, includes.stream().map(Path::toString).toList())
                .withAll(FrontEndOption.DEFINE, defines)
                .withAll(FrontEndOption.MODEL, models.stream().map(Path::toString).toList())
                .withAll(FrontEndOption.CLASSPATH, classpath.stream().map(Path::toString).toList());
        for (String key : frontEndFlags.keys()) {
            settings = settings.withAll(key, frontEndFlags.values(key));
        }
        return settings;
    }

    /** The same settings for other files (one file of {@code bench}). */
    CheckInput withFiles(List<Path> newFiles) {
        return new CheckInput(newFiles, pair, includes, defines, models, harnessClass, classpath, test, frontEndFlags);
    }

    /** The same input with these front-end flags. */
    CheckInput withFrontEndFlags(FrontEndSettings newFrontEndFlags) {
        return new CheckInput(files, pair, includes, defines, models, harnessClass, classpath, test, newFrontEndFlags);
    }
}
