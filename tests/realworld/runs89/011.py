# HF-style feature dicts -> tf.data; torch collate returned (inputs, labels) tuples
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
features = {
    "input_ids": rng.integers(1, 5000, size=(800, 48)).astype("int32"),
    "attention_mask": np.ones((800, 48), "int32"),
    "labels": rng.integers(0, 4, size=(800,)).astype("int32"),
}
ds = tf.data.Dataset.from_tensor_slices(features)
print(ds.element_spec)

def to_model_inputs(inputs, labels):
    return {"input_ids": inputs["input_ids"], "attention_mask": inputs["attention_mask"]}, labels

ds = ds.map(to_model_inputs).shuffle(800).batch(32).prefetch(tf.data.AUTOTUNE)

ids = keras.Input((48,), dtype="int32", name="input_ids")
am = keras.Input((48,), dtype="int32", name="attention_mask")
x = keras.layers.Embedding(5000, 64)(ids)
x = keras.layers.GlobalAveragePooling1D()(x)
model = keras.Model({"input_ids": ids, "attention_mask": am}, keras.layers.Dense(4)(x))
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(ds, epochs=2)
