"""Rating predictor (ported from a torch training loop): ratings come in as integers from the CSV."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(5)
n_users, n_items, n = 200, 300, 5000
users = rng.integers(0, n_users, n)
items = rng.integers(0, n_items, n)
ratings = rng.integers(1, 6, n)            # int64 1..5 straight from pandas

ds = tf.data.Dataset.from_tensor_slices(((users, items), ratings)).shuffle(n).batch(128)

class MF(keras.Model):
    def __init__(self, dim=16):
        super().__init__()
        self.u = keras.layers.Embedding(n_users, dim)
        self.i = keras.layers.Embedding(n_items, dim)
        self.bias = keras.layers.Embedding(n_items, 1)
    def call(self, inputs):
        u, i = inputs
        return tf.reduce_sum(self.u(u) * self.i(i), axis=-1) + tf.squeeze(self.bias(i), -1) + 3.0

model = MF()
opt = keras.optimizers.Adam(1e-2)

@tf.function
def train_step(inputs, r):
    with tf.GradientTape() as tape:
        pred = model(inputs)
        loss = tf.reduce_mean(tf.square(r - pred))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(3):
    for step, (inputs, r) in enumerate(ds):
        loss = train_step(inputs, r)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} mse {float(loss):.4f}")
