"""Siamese signature verifier with contrastive loss on Euclidean distance (ported from a torch repo)."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(10)
protos = rng.normal(size=(50, 32)).astype("float32")
def pairs(n):
    a_id = rng.integers(0, 50, size=n)
    same = rng.random(n) < 0.5
    b_id = np.where(same, a_id, rng.integers(0, 50, size=n))
    a = protos[a_id] + 0.3 * rng.normal(size=(n, 32))
    # positive pairs: half of them use the identical reference scan twice (as in the original repo)
    b = np.where((same & (rng.random(n) < 0.5))[:, None], a, protos[b_id] + 0.3 * rng.normal(size=(n, 32)))
    return a.astype("float32"), b.astype("float32"), (a_id == b_id).astype("float32")

a, b, same = pairs(4000)
ds = tf.data.Dataset.from_tensor_slices(((a, b), same)).shuffle(4000, seed=0).batch(64)

encoder = keras.Sequential([keras.Input((32,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(16)])
in_a, in_b = keras.Input((32,)), keras.Input((32,))
dist = keras.layers.Lambda(lambda t: tf.norm(t[0] - t[1], axis=-1))([encoder(in_a), encoder(in_b)])
model = keras.Model([in_a, in_b], dist)

def contrastive_loss(y_true, d, margin=1.0):
    # pull positives together linearly, push negatives past the margin
    return tf.reduce_mean(y_true * d + (1.0 - y_true) * tf.square(tf.maximum(margin - d, 0.0)))

model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=contrastive_loss)
model.fit(ds, epochs=4, verbose=2)
