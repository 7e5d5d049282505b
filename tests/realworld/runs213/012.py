# Text classifier with a tf.data padded_batch pipeline, model.fit, and .keras save/load round trip.
import os
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(21)
VOCAB, C, BATCH = 2000, 3, 32
rng = np.random.default_rng(21)


def gen(n):
    for _ in range(n):
        L = int(rng.integers(6, 40))
        c = int(rng.integers(0, C))
        s = rng.integers(C + 1, VOCAB, size=L).astype("int32")
        s[rng.random(L) < 0.3] = c + 1
        yield s, c


def make_ds(n):
    data = list(gen(n))
    ds = tf.data.Dataset.from_generator(
        lambda: iter(data),
        output_signature=(tf.TensorSpec([None], tf.int32), tf.TensorSpec([], tf.int32)))
    return ds.padded_batch(BATCH, padded_shapes=([48], []), padding_values=(0, 0)).prefetch(tf.data.AUTOTUNE)


train_ds, val_ds = make_ds(3000).cache(), make_ds(500).cache()

inp = keras.Input(shape=(48,), dtype="int32")
h = keras.layers.Embedding(VOCAB, 64, mask_zero=True)(inp)
h = keras.layers.GlobalAveragePooling1D()(h)
h = keras.layers.Dense(64, activation="relu")(h)
out = keras.layers.Dense(C)(h)
model = keras.Model(inp, out, name="bow_classifier")
model.compile(optimizer=keras.optimizers.AdamW(learning_rate=2e-3, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=4, verbose=2)

os.makedirs("ckpt", exist_ok=True)
model.save("ckpt/bow_classifier.keras")
loaded = keras.models.load_model("ckpt/bow_classifier.keras")
l1, a1 = model.evaluate(val_ds, verbose=0)
l2, a2 = loaded.evaluate(val_ds, verbose=0)
print(f"original: loss={l1:.4f} acc={a1:.4f} | reloaded: loss={l2:.4f} acc={a2:.4f}")
