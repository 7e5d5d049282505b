"""Custom GradientTape training loop for a small regression MLP (healthy baseline)."""
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(7)
rng = np.random.default_rng(7)
X = rng.normal(size=(4096, 8)).astype("float32")
y = (np.sin(X[:, :1]) + 0.3 * X[:, 1:2] ** 2 + 0.05 * rng.normal(size=(4096, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(4096).batch(128)

model = keras.Sequential([keras.Input(shape=(8,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(64, activation="relu"), keras.layers.Dense(1)])
opt = keras.optimizers.Adam(2e-3)
mse = keras.losses.MeanSquaredError()
train_loss = keras.metrics.Mean()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = mse(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

step = 0
for epoch in range(5):
    train_loss.reset_state()
    for xb, yb in ds:
        loss = train_step(xb, yb)
        train_loss.update_state(loss)
        step += 1
        if step % 20 == 0:
            print(f"step {step:4d} | loss {float(loss):.5f}")
    print(f"epoch {epoch+1}/5 | mean train mse {float(train_loss.result()):.5f}")
print("done")
