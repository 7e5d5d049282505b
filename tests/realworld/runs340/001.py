"""Text classifier on synthetic reviews, tf.data with length bucketing (port of a HF Trainer script)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB = 2000
NUM_CLASSES = 4
rng = np.random.default_rng(0)


def make_corpus(n):
    seqs, labels = [], []
    for _ in range(n):
        y = rng.integers(NUM_CLASSES)
        length = rng.integers(8, 120)
        toks = rng.integers(5, VOCAB, size=length)
        # class-indicative tokens
        toks[rng.integers(0, length, size=3)] = 1 + y
        seqs.append(toks.astype(np.int32))
        labels.append(y)
    return seqs, np.array(labels, dtype=np.int32)


train_x, train_y = make_corpus(4000)
val_x, val_y = make_corpus(500)
print(f"train examples: {len(train_x)}  val examples: {len(val_x)}")


def to_dataset(xs, ys):
    return tf.data.Dataset.from_generator(
        lambda: zip(xs, ys),
        output_signature=(tf.TensorSpec([None], tf.int32), tf.TensorSpec([], tf.int32)),
    )


# bucket boundaries / batch sizes copied from the old DataCollator config
bucket_boundaries = [16, 32, 64, 96]
bucket_batch_sizes = [64, 64, 32, 32]

bucketing = tf.data.experimental.bucket_by_sequence_length(
    element_length_func=lambda x, y: tf.shape(x)[0],
    bucket_boundaries=bucket_boundaries,
    bucket_batch_sizes=bucket_batch_sizes,
    padded_shapes=([None], []),
    padding_values=(0, 0),
)
train_ds = to_dataset(train_x, train_y).shuffle(4000).apply(bucketing).prefetch(tf.data.AUTOTUNE)
val_ds = to_dataset(val_x, val_y).padded_batch(64).prefetch(tf.data.AUTOTUNE)

inputs = keras.Input(shape=(None,), dtype="int32")
x = layers.Embedding(VOCAB, 64, mask_zero=True)(inputs)
x = layers.Bidirectional(layers.GRU(64))(x)
x = layers.Dropout(0.2)(x)
outputs = layers.Dense(NUM_CLASSES)(x)
model = keras.Model(inputs, outputs)
model.compile(
    optimizer=keras.optimizers.Adam(1e-3),
    loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
    metrics=["accuracy"],
)
model.summary()
model.fit(train_ds, validation_data=val_ds, epochs=3, verbose=2)
