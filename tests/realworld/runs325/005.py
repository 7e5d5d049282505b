import numpy as np
import tensorflow as tf
import keras

# Ported from a HF datasets pipeline: features dict with input_ids / attention_mask / labels
rng = np.random.default_rng(5)
N, T, V = 800, 24, 300
features = {
    "input_ids": rng.integers(1, V, size=(N, T)).astype("int32"),
    "attention_mask": np.ones((N, T), dtype="int32"),
    "labels": rng.integers(0, 2, size=(N,)).astype("int32"),
}
raw = tf.data.Dataset.from_tensor_slices(features)
print("element_spec:", raw.element_spec)

def to_xy(ex):
    return (ex["input_ids"], ex["attention_mask"]), ex["label"]

train_ds = raw.shuffle(N, seed=5).map(to_xy, num_parallel_calls=tf.data.AUTOTUNE).batch(32)

ids = keras.Input((T,), dtype="int32")
mask = keras.Input((T,), dtype="int32")
h = keras.layers.Embedding(V, 32)(ids)
h = keras.layers.GlobalAveragePooling1D()(h, mask=keras.ops.cast(mask, "bool"))
out = keras.layers.Dense(2)(h)
model = keras.Model([ids, mask], out)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, epochs=2, verbose=2)
