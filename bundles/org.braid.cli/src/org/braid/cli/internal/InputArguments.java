package org.braid.cli.internal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * What to check besides the check options: the harness ({@code --pair}, {@code --class}, {@code --test}) and how the front end
 * reads the C files ({@code -I}, {@code -D}, {@code --model}). A picocli mixin of
 * {@code check} and {@code bench}.
 */
final class InputArguments {
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    /** A Java method: {@code Class#method}, {@code Outer.Inner#method}, an overload {@code Class#method(int,long)}. */
    private static final Pattern METHOD = Pattern.compile(
            "[A-Za-z_$][A-Za-z0-9_$.]*#[A-Za-z_$][A-Za-z0-9_$]*(\\([A-Za-z0-9_$.\\[\\], ]*\\))?");

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Option(names = "--pair", paramLabel = "F,G",
            description = "Check the entry-point pair F,G running concurrently instead of main. Java: two methods "
                    + "Class#m1,Class#m2 (an overload as Class#m(int)) on one receiver built by the class's "
                    + "constructor without parameters.")
    private String pair;

    @Option(names = "--class", paramLabel = "CLASS",
            description = "Java: check every pair of public methods of CLASS (a method with itself too) on one "
                    + "receiver, the @ThreadSafe contract, instead of main.")
    private String harnessClass;

    @Option(names = "--test", paramLabel = "TEST",
            description = "Java: run the JUnit 5 or 4 test method Class#method as JUnit runs it (a fresh instance, the "
                    + "before and after methods), or every test method of the class TEST, each its own harness, "
                    + "instead of main.")
    private String test;

    @Option(names = "-I", paramLabel = "DIR", description = "Add DIR to the include search path.")
    private List<Path> includes = List.of();

    @Option(names = "-D", paramLabel = "NAME[=VAL]", description = "Define the preprocessor macro NAME (as VAL, or 1).")
    private List<String> defines = List.of();

    @Option(names = "--model", paramLabel = "FILE",
            description = "Add an environment model written in the program's language: C (locks, events, ...) or Java "
                    + "(a class braid.models.java.x.Y built from braid.Intrinsics models java.x.Y).")
    private List<Path> models = List.of();

    @Option(names = "--classpath", paramLabel = "PATH", description = "Java: directories and jars of compiled "
            + "classes the files use, separated by the system's path separator (their types and constants resolve; "
            + "their methods are not checked).")
    private List<String> classpath = List.of();

    /** The entries of {@code --classpath}, in order. */
    List<Path> classpath() {
        return classpath.stream().flatMap(entries -> java.util.Arrays.stream(entries.split(java.io.File.pathSeparator)))
                .filter(entry -> !entry.isEmpty()).map(Path::of).toList();
    }

    /** The two entry points of {@code --pair}, if given. */
    Optional<List<String>> pair() {
        if (pair == null) {
            return Optional.empty();
        }
        if (harnessClass != null || test != null) {
            throw new ParameterException(command.commandLine(), CliMessages.invalidOption("--pair",
                    "give one of --pair, --class and --test, not several"));
        }
        List<String> functions = splitOutsideParentheses(pair);
        if (functions.size() != 2 || !(functions.stream().allMatch(f -> IDENTIFIER.matcher(f).matches())
                || functions.stream().allMatch(f -> METHOD.matcher(f).matches()))) {
            throw new ParameterException(command.commandLine(), CliMessages.invalidOption("--pair",
                    "expected two function names F,G or two Java methods Class#m1,Class#m2, was '" + pair + "'"));
        }
        return Optional.of(functions);
    }

    /** The class of {@code --class}, if given. */
    Optional<String> harnessClass() {
        if (harnessClass != null && !harnessClass.matches("[A-Za-z_$][A-Za-z0-9_$.]*")) {
            throw new ParameterException(command.commandLine(),
                    CliMessages.invalidOption("--class", "expected a class name, was '" + harnessClass + "'"));
        }
        return Optional.ofNullable(harnessClass);
    }

    /** The test method or class of {@code --test}, if given. */
    Optional<String> test() {
        if (test != null && harnessClass != null) {
            throw new ParameterException(command.commandLine(),
                    CliMessages.invalidOption("--test", "give one of --pair, --class and --test, not several"));
        }
        if (test != null && !(test.matches("[A-Za-z_$][A-Za-z0-9_$.]*") || METHOD.matcher(test).matches())) {
            throw new ParameterException(command.commandLine(), CliMessages.invalidOption("--test",
                    "expected a test method Class#method or a test class, was '" + test + "'"));
        }
        return Optional.ofNullable(test);
    }

    /** {@code text} split at the commas outside parentheses ({@code Class#m(int,long)} is one part). */
    private static List<String> splitOutsideParentheses(String text) {
        List<String> parts = new java.util.ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (c == ',' && depth == 0) {
                parts.add(text.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(text.substring(start));
        return List.copyOf(parts);
    }

    List<Path> includes() {
        return List.copyOf(includes);
    }

    /** The {@code -D} macros as {@code NAME} or {@code NAME=VAL}. */
    List<String> defines() {
        for (String define : defines) {
            if (!IDENTIFIER.matcher(define.split("=", 2)[0]).matches()) {
                throw new ParameterException(command.commandLine(),
                        CliMessages.invalidOption("-D", "expected NAME or NAME=VAL, was '" + define + "'"));
            }
        }
        return List.copyOf(defines);
    }

    List<Path> models() {
        return List.copyOf(models);
    }

    /** The first of {@code files} and the model files that is not a readable regular file. */
    Optional<Path> missing(List<Path> files) {
        return Stream.concat(files.stream(), models.stream())
                .filter(file -> !Files.isRegularFile(file))
                .findFirst();
    }
}
