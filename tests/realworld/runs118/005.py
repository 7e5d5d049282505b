"""Subclassed regressor with a hand-written GradientTape training loop (ported from a torch loop)."""
import numpy as np
import tensorflow as tf
import keras

class Regressor(keras.Model):
    def __init__(self, hidden=32):
        super().__init__()
        self.d1 = keras.layers.Dense(hidden, activation="relu")
        self.d2 = keras.layers.Dense(hidden, activation="relu")
        self.out = keras.layers.Dense(1)
    def call(self, x, training=False):
        return self.out(self.d2(self.d1(x)))

rng = np.random.default_rng(3)
x = rng.normal(size=(1024, 8)).astype("float32")
y = (np.sin(x[:, :1]) + 0.5 * x[:, 1:2] ** 2).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1024).batch(64)

model = Regressor()
opt = keras.optimizers.Adam(3e-3)
loss_fn = keras.losses.MeanSquaredError()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = loss_fn(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(5):
    losses = [float(train_step(xb, yb)) for xb, yb in ds]
    print(f"epoch {epoch+1}/5  train_loss={np.mean(losses):.4f}")
print("done")
