"""Custom training loop for a small MLP classifier (ported from a PyTorch loop)."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
x = rng.normal(size=(2048, 32)).astype("float32")
y = rng.integers(0, 4, size=(2048,)).astype("int64")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(64)

model = keras.Sequential([keras.Input((32,)), keras.layers.Dense(128, activation="relu"),
                          keras.layers.Dense(4)])
opt = keras.optimizers.AdamW(learning_rate=1e-3, weight_decay=0.01)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
history = []

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    history.append(loss.numpy().item())   # like loss.item() in torch
    return loss

for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
