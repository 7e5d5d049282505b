# Healthy: variable-length token sequences from a generator, padded_batch, small classifier with model.fit
import numpy as np
import tensorflow as tf
import keras

VOCAB = 300
rng = np.random.default_rng(1)

def make_example():
    label = int(rng.integers(0, 2))
    n = int(rng.integers(5, 40))
    # class 1 sequences contain mostly tokens from the upper half of the vocab
    lo, hi = (1, VOCAB // 2) if label == 0 else (VOCAB // 2, VOCAB)
    return rng.integers(lo, hi, size=n).astype("int32"), np.int32(label)

data = [make_example() for _ in range(1200)]

def gen(split):
    rows = data[:1000] if split == "train" else data[1000:]
    for ids, y in rows:
        yield ids, y

sig = (tf.TensorSpec(shape=(None,), dtype=tf.int32), tf.TensorSpec(shape=(), dtype=tf.int32))
train_ds = (tf.data.Dataset.from_generator(lambda: gen("train"), output_signature=sig)
            .shuffle(1000, seed=0)
            .padded_batch(32, padded_shapes=([None], []), padding_values=(0, 0))
            .prefetch(tf.data.AUTOTUNE))
val_ds = (tf.data.Dataset.from_generator(lambda: gen("val"), output_signature=sig)
          .padded_batch(64, padded_shapes=([None], [])))

inp = keras.Input((None,), dtype="int32")
x = keras.layers.Embedding(VOCAB, 32, mask_zero=True)(inp)
x = keras.layers.GlobalAveragePooling1D()(x)
x = keras.layers.Dense(32, activation="relu")(x)
out = keras.layers.Dense(1, activation="sigmoid")(x)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="binary_crossentropy", metrics=["accuracy"])
hist = model.fit(train_ds, validation_data=val_ds, epochs=4, verbose=2)
print("final val_accuracy:", hist.history["val_accuracy"][-1])
