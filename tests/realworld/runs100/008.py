# Tabular churn model: per-batch feature standardisation inside the train step
# (ported from a torch Dataset that normalised each batch on the fly).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(11)
N = 20000
num = rng.normal(size=(N, 6)).astype("float32")
# binary flags: premium plan (~8% of customers), paperless billing, has_partner
flags = (rng.random((N, 3)) < np.array([0.08, 0.55, 0.45])).astype("float32")
X = np.concatenate([num, flags], axis=1)
y = ((num[:, 0] + 0.5 * num[:, 1] - 1.5 * flags[:, 0] + rng.normal(0, 0.5, N)) > 0).astype("float32")[:, None]

def standardize(xb):
    mean = tf.reduce_mean(xb, axis=0, keepdims=True)
    std = tf.math.reduce_std(xb, axis=0, keepdims=True)
    return (xb - mean) / std

model = keras.Sequential([keras.Input((9,)), layers.Dense(32, activation="tanh"),
                          layers.Dense(1)])
opt = keras.optimizers.Adam(1e-3)
bce = keras.losses.BinaryCrossentropy(from_logits=True)

@tf.function
def train_step(xb, yb):
    xb = standardize(xb)
    with tf.GradientTape() as tape:
        loss = bce(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(N, seed=0).batch(64)
global_step = 0
for epoch in range(3):
    for xb, yb in ds:
        loss = train_step(xb, yb)
        global_step += 1
        if global_step % 20 == 0:
            print(f"epoch={epoch} global_step={global_step} loss={float(loss):.5f}")
print("training finished")
