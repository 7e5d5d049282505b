"""Tiny token classifier (NER-style) ported from a PyTorch training loop to TF2 custom loop."""
import numpy as np
import tensorflow as tf
import keras

VOCAB, TAGS, MAXLEN, BATCH = 2000, 9, 48, 32


def synthetic_corpus(n, seed):
    rng = np.random.default_rng(seed)
    ids = np.zeros((n, MAXLEN), dtype=np.int32)
    tags = np.zeros((n, MAXLEN), dtype=np.int32)
    mask = np.zeros((n, MAXLEN))
    for i in range(n):
        L = rng.integers(8, MAXLEN + 1)
        ids[i, :L] = rng.integers(1, VOCAB, size=L)
        tags[i, :L] = ids[i, :L] % TAGS
        mask[i, :L] = 1.0
    return ids, tags, mask


class Tagger(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = keras.layers.Embedding(VOCAB, 64)
        self.rnn = keras.layers.Bidirectional(keras.layers.GRU(64, return_sequences=True))
        self.head = keras.layers.Dense(TAGS)

    def call(self, ids, training=False):
        return self.head(self.rnn(self.emb(ids), training=training))


def main():
    keras.utils.set_random_seed(0)
    ids, tags, mask = synthetic_corpus(2048, 0)
    ds = (tf.data.Dataset.from_tensor_slices({"input_ids": ids, "labels": tags, "attention_mask": mask})
          .shuffle(2048).batch(BATCH, drop_remainder=True).prefetch(tf.data.AUTOTUNE))
    print(ds.element_spec)

    model = Tagger()
    optimizer = keras.optimizers.Adam(learning_rate=2e-3)
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction=None)

    @tf.function
    def train_step(batch):
        with tf.GradientTape() as tape:
            logits = model(batch["input_ids"], training=True)
            per_token = loss_fn(batch["labels"], logits)
            loss = tf.reduce_sum(per_token * batch["attention_mask"]) / tf.reduce_sum(batch["attention_mask"])
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    for epoch in range(3):
        total, n = 0.0, 0
        for step, batch in enumerate(ds):
            loss = train_step(batch)
            total += float(loss)
            n += 1
            if step % 20 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
        print(f"epoch {epoch} mean loss {total / n:.4f}")


if __name__ == "__main__":
    main()
