# Custom training loop ported from a PyTorch script (loss.item() logging, grad-clip, early skip on bad loss).
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
x = rng.normal(size=(4096, 20)).astype("float32")
w_true = rng.normal(size=(20, 1)).astype("float32")
y = (x @ w_true + 0.1 * rng.normal(size=(4096, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).batch(128)

model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(64, activation="relu"), keras.layers.Dense(1)])
opt = keras.optimizers.SGD(learning_rate=0.01, momentum=0.9)
mse = keras.losses.MeanSquaredError()
running = []

@tf.function(jit_compile=False)
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = mse(yb, pred)
    loss_value = loss.numpy()
    if not np.isfinite(loss_value):
        return loss
    grads = tape.gradient(loss, model.trainable_variables)
    grads, _ = tf.clip_by_global_norm(grads, 1.0)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    running.append(loss_value)
    return loss

for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {np.mean(running[-10:]):.4f}")
