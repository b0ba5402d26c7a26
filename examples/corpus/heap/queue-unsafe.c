/* Two producers push onto a shared singly linked list without a lock: the head is raced. */
#include <pthread.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

static struct node *head;

static void push(int value)
{
    struct node *n = malloc(sizeof *n);
    if (n == NULL) {
        return;
    }
    n->value = value;
    n->next = head;
    head = n;
}

static void *producer(void *arg)
{
    push(1);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    push(2);
    pthread_join(t, NULL);
    return 0;
}
