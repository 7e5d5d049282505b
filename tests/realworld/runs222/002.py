# Custom training loop ported from a PyTorch script (loss.item() -> loss.numpy()).
import os
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(1)
X = rng.normal(size=(2048, 20)).astype("float32")
w = rng.normal(size=(20,)).astype("float32")
Y = (X @ w > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(2048, seed=0).batch(64).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input(shape=(20,)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dropout(0.1),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(2),
])
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
opt = keras.optimizers.Adam(1e-3)
running = []

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    running.append(loss.numpy())
    return loss

for epoch in range(3):
    running.clear()
    for step, (xb, yb) in enumerate(ds):
        train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {np.mean(running):.4f}")
    print(f"epoch {epoch} mean loss {np.mean(running):.4f}")
