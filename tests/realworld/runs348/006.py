# Regression model: custom training loop ported from a PyTorch loop
# (running_loss += loss.item(); clip_grad_norm_; optimizer.step()).
import time
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(5)
N, D = 4096, 12
rng = np.random.default_rng(5)
x = rng.normal(size=(N, D)).astype("float32")
y = (np.sin(x[:, :3]).sum(1, keepdims=True) + 0.1 * rng.normal(size=(N, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N, seed=5).batch(64).prefetch(2)

model = keras.Sequential([keras.Input((D,)), keras.layers.Dense(64, activation="gelu"),
                          keras.layers.Dense(64, activation="gelu"), keras.layers.Dense(1)])
optimizer = keras.optimizers.Adam(1e-3)
mse = keras.losses.MeanSquaredError()
MAX_GRAD_NORM = 1.0
history = []

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = mse(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    grads, grad_norm = tf.clip_by_global_norm(grads, MAX_GRAD_NORM)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    history.append(loss.numpy())
    return loss, grad_norm

for epoch in range(5):
    t0 = time.time()
    running_loss = 0.0
    for step, (xb, yb) in enumerate(ds):
        loss, gnorm = train_step(xb, yb)
        running_loss += float(loss)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} grad_norm {float(gnorm):.3f}")
    print(f"epoch {epoch} avg_loss {running_loss / (step + 1):.4f} time {time.time() - t0:.1f}s")
