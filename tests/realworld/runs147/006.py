"""Custom training loop (GradientTape) for a small sequence regressor."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

tf.random.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 10, 4)).astype("float32")
y = (X[:, :, 0].sum(axis=1, keepdims=True) * 0.5 + X[:, -1, 1:2]).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(2048).batch(64)

model = keras.Sequential([keras.Input(shape=(10, 4)), layers.GRU(32), layers.Dense(1)])
opt = keras.optimizers.Adam(2e-3)
loss_fn = keras.losses.MeanSquaredError()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = loss_fn(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

step = 0
for epoch in range(3):
    for xb, yb in ds:
        loss = train_step(xb, yb)
        step += 1
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:4d} loss {float(loss):.4f}")
print("done, final loss", round(float(loss), 4))
