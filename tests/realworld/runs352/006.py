"""Custom training loop ported from a PyTorch script (optimizer.zero_grad / loss.backward /
optimizer.step / running_loss += loss.item())."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(6)
rng = np.random.default_rng(6)

N, D = 4096, 16
x = rng.normal(size=(N, D)).astype("float32")
y = (np.sin(x[:, :4]).sum(1, keepdims=True) + 0.1 * rng.normal(size=(N, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(128)

model = keras.Sequential([
    keras.Input(shape=(D,)),
    layers.Dense(64, activation="gelu"),
    layers.Dense(64, activation="gelu"),
    layers.Dense(1),
])
optimizer = keras.optimizers.AdamW(learning_rate=2e-3, weight_decay=1e-2)
loss_fn = keras.losses.MeanSquaredError()

running = {"loss": 0.0, "n": 0}

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = loss_fn(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    running["loss"] += loss.numpy()
    running["n"] += 1
    return loss

for epoch in range(1, 6):
    running["loss"], running["n"] = 0.0, 0
    for step, (xb, yb) in enumerate(ds):
        train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} running_loss {running['loss'] / max(running['n'], 1):.4f}")
    print(f"epoch {epoch} done: loss {running['loss'] / running['n']:.4f}")
