package org.braid.java.internal.parse;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.braid.java.JavaFrontEndException;
import org.braid.core.TraceStep;

/**
 * Braid's Java models, shipped in the bundle's {@code models/} folder and parsed with every
 * program: {@code braid.Intrinsics} and the models of JDK classes in {@code braid.models}, a
 * model of {@code java.x.Y} being the class {@code braid.models.java.x.Y}. Read as class-path
 * resources (a folder, a jar or an OSGi bundle alike) and copied once per JVM into a temporary
 * directory, since JDT parses files. Thread-safe.
 */
public final class ModelSources {
    /** Prefix of a model's qualified name before the qualified name of the JDK class it models. */
    public static final String MODEL_PACKAGE_PREFIX = "braid.models.";
    /** The intrinsics class. */
    public static final String INTRINSICS = "braid.Intrinsics";
    /**
     * How model files are named in locations: under the core's {@link TraceStep#MODEL_PREFIX}, as
     * the C models are, so traces fold their steps and no note speaks of their own assertions.
     */
    public static final String DISPLAY_ROOT = TraceStep.MODEL_PREFIX;

    private static final List<String> FILES = List.of(
        "braid/Intrinsics.java",
        "braid/models/java/lang/String.java",
        "braid/models/java/lang/StringBuilder.java",
        "braid/models/java/lang/Thread.java",
        "braid/models/java/lang/Enum.java",
        "braid/models/java/lang/Throwable.java",
        "braid/models/java/lang/Exception.java",
        "braid/models/java/lang/Error.java",
        "braid/models/java/lang/AssertionError.java",
        "braid/models/java/lang/RuntimeException.java",
        "braid/models/java/lang/NullPointerException.java",
        "braid/models/java/lang/ArithmeticException.java",
        "braid/models/java/lang/IndexOutOfBoundsException.java",
        "braid/models/java/lang/StringIndexOutOfBoundsException.java",
        "braid/models/java/lang/ArrayIndexOutOfBoundsException.java",
        "braid/models/java/lang/NegativeArraySizeException.java",
        "braid/models/java/lang/ClassCastException.java",
        "braid/models/java/lang/IllegalStateException.java",
        "braid/models/java/lang/IllegalArgumentException.java",
        "braid/models/java/lang/IllegalThreadStateException.java",
        "braid/models/java/lang/IllegalMonitorStateException.java",
        "braid/models/java/lang/UnsupportedOperationException.java",
        "braid/models/java/lang/InterruptedException.java",
        "braid/models/java/lang/Integer.java",
        "braid/models/java/lang/Long.java",
        "braid/models/java/lang/Boolean.java",
        "braid/models/java/lang/Character.java",
        "braid/models/java/util/concurrent/atomic/AtomicInteger.java",
        "braid/models/java/util/concurrent/atomic/AtomicLong.java",
        "braid/models/java/util/concurrent/atomic/AtomicBoolean.java",
        "braid/models/java/util/concurrent/atomic/AtomicReference.java",
        "braid/models/java/util/concurrent/locks/Lock.java",
        "braid/models/java/util/concurrent/locks/Condition.java",
        "braid/models/java/util/concurrent/locks/ReentrantLock.java",
        "braid/models/java/util/concurrent/locks/ReentrantLockCondition.java",
        "braid/models/java/util/concurrent/locks/ReadWriteLock.java",
        "braid/models/java/util/concurrent/locks/ReentrantReadWriteLock.java",
        "braid/models/java/util/concurrent/locks/StampedLock.java",
        "braid/models/java/util/concurrent/Semaphore.java",
        "braid/models/java/util/concurrent/CountDownLatch.java",
        "braid/models/java/util/concurrent/CyclicBarrier.java",
        "braid/models/java/util/concurrent/BrokenBarrierException.java",
        "braid/models/java/util/concurrent/Callable.java",
        "braid/models/java/util/concurrent/Future.java",
        "braid/models/java/util/concurrent/FutureTask.java",
        "braid/models/java/util/concurrent/ExecutionException.java",
        "braid/models/java/util/concurrent/TimeoutException.java",
        "braid/models/java/util/concurrent/RejectedExecutionException.java",
        "braid/models/java/util/concurrent/TimeUnit.java",
        "braid/models/java/util/concurrent/Executor.java",
        "braid/models/java/util/concurrent/ExecutorService.java",
        "braid/models/java/util/concurrent/ThreadPoolExecutor.java",
        "braid/models/java/util/concurrent/ThreadPoolWorker.java",
        "braid/models/java/util/concurrent/Executors.java",
        "braid/models/java/util/ConcurrentModificationException.java",
        "braid/models/java/util/NoSuchElementException.java",
        "braid/models/java/util/Iterator.java",
        "braid/models/java/util/Collection.java",
        "braid/models/java/util/List.java",
        "braid/models/java/util/ArrayList.java",
        "braid/models/java/util/Set.java",
        "braid/models/java/util/Map.java",
        "braid/models/java/util/HashMap.java",
        "braid/models/java/util/HashMapViews.java",
        "braid/models/java/util/HashSet.java",
        "braid/models/java/util/Queue.java",
        "braid/models/java/util/Deque.java",
        "braid/models/java/util/LinkedList.java",
        "braid/models/java/util/Collections.java",
        "braid/models/java/util/concurrent/ConcurrentHashMap.java",
        "braid/models/java/util/concurrent/CopyOnWriteArrayList.java");

    private static final Pattern PACKAGE = Pattern.compile("(?m)^\\s*package\\s+([\\w.]+)\\s*;");

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_$][A-Za-z_$0-9]*");

    private static final Pattern TYPE_DECLARATION =
        Pattern.compile("\\b(?:class|interface|enum|record)\\s+([A-Za-z_$][A-Za-z_$0-9]*)");

    private static List<SourceFile> copies;

    /** Per built-in model file (in {@link #FILES}' order): the type names it declares, and every identifier in it. */
    private static List<Set<String>> declared;
    private static List<Set<String>> mentioned;

    private ModelSources() {
    }

    /**
     * Braid's models and the user's: a user's model of a class Braid models too (the same package
     * and file name, {@code braid/models/java/lang/Thread.java}) replaces Braid's. The user's files
     * are shown as named.
     */
    public static List<SourceFile> with(List<Path> userModels) throws JavaFrontEndException {
        List<String> replaced = new ArrayList<>();
        for (Path model : userModels) {
            replaced.add(resourceName(model));
        }
        List<SourceFile> result = new ArrayList<>();
        List<SourceFile> builtIn = files();
        for (int i = 0; i < FILES.size(); i++) {
            if (!replaced.contains(FILES.get(i))) {
                result.add(builtIn.get(i));
            }
        }
        userModels.forEach(model -> result.add(SourceFile.of(model)));
        return List.copyOf(result);
    }

    /**
     * The models a program of {@code files} may use, with the user's {@code userModels}: the
     * intrinsics, every {@code java.lang} model (the JVM raises their exceptions, boxes and
     * concatenates without the program naming them), the user's models, every model declaring a
     * type whose simple name occurs in the program's files or the user's models, and then, as
     * long as more are taken, every model declaring a type named in a model taken. With a
     * non-empty {@code classpath} all models: compiled classes may hand the program JDK objects
     * its sources never name. The rest are left out, which only saves parsing: a JDK class is
     * reached only through a type the program's text or a model taken names (a declaration, a
     * creation, a call's receiver or result type declared in a model), so a model whose types
     * are named nowhere there is never created, called or dispatched to. {@code
     * ModelSourcesTest} checks that leaving them out changes no front-end note on any fixture.
     */
    public static List<SourceFile> forProgram(List<Path> files, List<Path> userModels, List<Path> classpath)
            throws JavaFrontEndException {
        List<SourceFile> all = with(userModels);
        if (!classpath.isEmpty()) {
            return all;
        }
        Set<String> names = new HashSet<>();
        for (Path file : files) {
            names.addAll(identifiers(read(file)));
        }
        for (Path model : userModels) {
            names.addAll(identifiers(read(model)));
        }
        List<SourceFile> builtIn = files();
        boolean[] taken = new boolean[FILES.size()];
        boolean more = true;
        while (more) {
            more = false;
            for (int i = 0; i < FILES.size(); i++) {
                if (!taken[i] && (alwaysTaken(FILES.get(i)) || declared().get(i).stream().anyMatch(names::contains))) {
                    taken[i] = true;
                    names.addAll(mentioned().get(i));
                    more = true;
                }
            }
        }
        List<SourceFile> result = new ArrayList<>();
        for (SourceFile source : all) {
            int i = builtIn.indexOf(source);
            if (i < 0 || taken[i]) {
                result.add(source);
            }
        }
        return List.copyOf(result);
    }

    private static boolean alwaysTaken(String name) {
        return name.equals("braid/Intrinsics.java") || name.startsWith("braid/models/java/lang/");
    }

    private static Set<String> identifiers(String text) {
        Set<String> result = new HashSet<>();
        Matcher m = IDENTIFIER.matcher(text);
        while (m.find()) {
            result.add(m.group());
        }
        return result;
    }

    private static String read(Path file) throws JavaFrontEndException {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new JavaFrontEndException(file.toString(), 0, "cannot read: " + e.getMessage(), e);
        }
    }

    private static synchronized List<Set<String>> declared() {
        scan();
        return declared;
    }

    private static synchronized List<Set<String>> mentioned() {
        scan();
        return mentioned;
    }

    private static synchronized void scan() {
        if (declared != null) {
            return;
        }
        List<Set<String>> types = new ArrayList<>();
        List<Set<String>> words = new ArrayList<>();
        for (SourceFile model : files()) {
            String text;
            try {
                text = Files.readString(model.path(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read Braid's Java model " + model.display(), e);
            }
            Set<String> own = new HashSet<>();
            Matcher m = TYPE_DECLARATION.matcher(text);
            while (m.find()) {
                own.add(m.group(1));
            }
            types.add(Set.copyOf(own));
            words.add(Set.copyOf(identifiers(text)));
        }
        declared = List.copyOf(types);
        mentioned = List.copyOf(words);
    }

    /** {@code braid/models/java/lang/Thread.java} for a file declaring {@code package braid.models.java.lang;} named {@code Thread.java}. */
    private static String resourceName(Path model) throws JavaFrontEndException {
        String text;
        try {
            text = Files.readString(model, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new JavaFrontEndException(model.toString(), 0, "cannot read: " + e.getMessage(), e);
        }
        Matcher m = PACKAGE.matcher(text);
        String folder = m.find() ? m.group(1).replace('.', '/') + "/" : "";
        return folder + model.getFileName();
    }

    /** The model files on disk, in a fixed order, shown as {@code models/braid/...}. */
    public static synchronized List<SourceFile> files() {
        if (copies == null) {
            copies = copy();
        }
        return copies;
    }

    private static List<SourceFile> copy() {
        try {
            Path root = Files.createTempDirectory("braid-java-models");
            root.toFile().deleteOnExit();
            Path base = root.resolve("models");
            List<SourceFile> result = new ArrayList<>();
            for (String name : FILES) {
                Path target = base.resolve(name);
                Files.createDirectories(target.getParent());
                try (InputStream in = ModelSources.class.getResourceAsStream("/models/" + name)) {
                    if (in == null) {
                        throw new IllegalStateException("Braid's Java model models/" + name + " is not on the class path");
                    }
                    Files.copy(in, target);
                }
                target.toFile().deleteOnExit();
                result.add(new SourceFile(target, DISPLAY_ROOT + name));
            }
            return List.copyOf(result);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy Braid's Java models", e);
        }
    }
}
