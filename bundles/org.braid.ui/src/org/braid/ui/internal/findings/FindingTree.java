package org.braid.ui.internal.findings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The by-file tree's content: files in path order, in each file its kinds of finding in name
 * order, in each kind the findings by line. Immutable; {@link #filter} makes a smaller tree.
 *
 * @param files the files that hold findings
 */
public record FindingTree(List<FileNode> files) {

    /** A file and its findings by kind. */
    public record FileNode(String path, List<KindNode> kinds) {
        @Override
        public boolean equals(Object other) {
            // a file is identified by its path (the viewer keeps expansion across refreshes)
            return other instanceof FileNode node && node.path.equals(path);
        }

        @Override
        public int hashCode() {
            return path.hashCode();
        }

        @Override
        public String toString() {
            return path;
        }

        public int count() {
            return kinds.stream().mapToInt(kind -> kind.rows().size()).sum();
        }
    }

    /** The findings of one kind in one file. */
    public record KindNode(FileNode file, String kind, List<FindingRow> rows) {
        @Override
        public boolean equals(Object other) {
            // a kind is identified by its file's path and its name (the viewer keeps expansion across refreshes)
            return other instanceof KindNode node && node.file.path().equals(file.path()) && node.kind.equals(kind);
        }

        @Override
        public int hashCode() {
            return file.path().hashCode() * 31 + kind.hashCode();
        }

        @Override
        public String toString() {
            return file.path() + ":" + kind;
        }
    }

    public FindingTree {
        files = List.copyOf(files);
    }

    /** The tree of {@code rows}. */
    public static FindingTree of(List<FindingRow> rows) {
        Map<String, Map<String, List<FindingRow>>> byFile = new TreeMap<>();
        for (FindingRow row : rows) {
            byFile.computeIfAbsent(row.path(), path -> new TreeMap<>())
                    .computeIfAbsent(row.kind(), kind -> new ArrayList<>()).add(row);
        }
        List<FileNode> files = new ArrayList<>();
        byFile.forEach((path, kinds) -> {
            List<KindNode> kindNodes = new ArrayList<>();
            FileNode file = new FileNode(path, kindNodes);
            kinds.forEach((kind, kindRows) -> kindNodes.add(new KindNode(file, kind, kindRows.stream()
                    .sorted(Comparator.comparingInt(FindingRow::line).thenComparing(FindingRow::description))
                    .toList())));
            files.add(file);
        });
        return new FindingTree(files);
    }

    /** The findings in tree order. */
    public List<FindingRow> rows() {
        return files.stream().flatMap(file -> file.kinds().stream()).flatMap(kind -> kind.rows().stream()).toList();
    }

    /** The tree of the findings that {@code text} occurs in (any case; blank keeps all). */
    public FindingTree filter(String text) {
        String lower = text.strip().toLowerCase(Locale.ROOT);
        return lower.isEmpty() ? this
                : of(rows().stream().filter(row -> row.matches(lower)).collect(Collectors.toList()));
    }
}
