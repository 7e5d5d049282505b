"""Question-type classifier, bucketed tf.data input pipeline, checkpoint each epoch (Keras 3)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB, NUM_CLASSES, BATCH = 2500, 6, 32
rng = np.random.default_rng(19)


def synth(n):
    for _ in range(n):
        y = int(rng.integers(NUM_CLASSES))
        L = int(rng.integers(4, 60))
        ids = rng.integers(10, VOCAB, size=L)
        ids[rng.integers(0, L)] = y + 1
        yield ids.astype("int32"), y


examples = list(synth(3000))
print("num train examples:", len(examples))
sig = (tf.TensorSpec([None], tf.int32), tf.TensorSpec([], tf.int32))
train_ds = (tf.data.Dataset.from_generator(lambda: iter(examples), output_signature=sig)
            .cache()
            .shuffle(3000)
            .repeat()
            .bucket_by_sequence_length(lambda x, y: tf.shape(x)[0],
                                       bucket_boundaries=[16, 32, 48],
                                       bucket_batch_sizes=[BATCH] * 4)
            .prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_generator(lambda: synth(400), output_signature=sig).padded_batch(128)

model = keras.Sequential([
    keras.Input((None,), dtype="int32"),
    layers.Embedding(VOCAB, 64, mask_zero=True),
    layers.GRU(64),
    layers.Dense(NUM_CLASSES),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=10, verbose=2,
          callbacks=[keras.callbacks.ModelCheckpoint("qtype_010_epoch{epoch:02d}.keras")])
print("training finished")
