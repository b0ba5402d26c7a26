// The lost update of lost-update-unsafe.java with a synchronized method: no race, no lost update.
class Counter {
    int count;

    synchronized void increment() {
        count = count + 1;
    }
}

class Worker extends Thread {
    private final Counter counter;

    Worker(Counter counter) {
        this.counter = counter;
    }

    @Override
    public void run() {
        counter.increment();
    }
}

class LostUpdate {
    public static void main(String[] args) throws InterruptedException {
        Counter counter = new Counter();
        Worker first = new Worker(counter);
        Worker second = new Worker(counter);
        first.start();
        second.start();
        first.join();
        second.join();
        synchronized (counter) {
            assert counter.count == 2 : "an update was lost";
        }
    }
}
