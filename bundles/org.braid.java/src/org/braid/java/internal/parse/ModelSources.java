package org.braid.java.internal.parse;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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

    private static List<SourceFile> copies;

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
