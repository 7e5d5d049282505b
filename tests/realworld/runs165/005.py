"""Custom training loop (GradientTape) for a small MLP regressor, PyTorch-style step logging."""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(11)
N, F = 2048, 16
X = np.random.randn(N, F).astype("float32")
true_w = np.random.randn(F, 1).astype("float32")
Y = (np.tanh(X @ true_w) + 0.05 * np.random.randn(N, 1)).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(N, seed=0).batch(64, drop_remainder=True)

model = keras.Sequential([keras.Input(shape=(F,)), layers.Dense(64, activation="relu"),
                          layers.Dense(64, activation="relu"), layers.Dense(1)])
optimizer = keras.optimizers.Adam(learning_rate=1e-3)
loss_fn = keras.losses.MeanSquaredError()


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = loss_fn(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss, tf.linalg.global_norm(grads)


step = 0
for epoch in range(4):
    t0 = time.time()
    losses = []
    for xb, yb in ds:
        loss, gnorm = train_step(xb, yb)
        losses.append(float(loss))
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:4d} | loss {float(loss):.5f} | grad_norm {float(gnorm):.4f}")
        step += 1
    print(f"== epoch {epoch} done | mean_loss {np.mean(losses):.5f} | {time.time() - t0:.1f}s")
print("training finished after", step, "steps")
