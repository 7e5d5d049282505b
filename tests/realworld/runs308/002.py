# Custom training loop ported from a PyTorch loop (loss.item() -> .numpy()).
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
N, T, V, C = 1024, 24, 500, 3
rng = np.random.default_rng(1)
tokens = rng.integers(1, V, size=(N, T)).astype("int32")
labels = (tokens[:, 0] % C).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((tokens, labels)).shuffle(N).batch(32)

inp = keras.Input((T,), dtype="int32")
h = keras.layers.Embedding(V, 64)(inp)
h = keras.layers.GlobalAveragePooling1D()(h)
h = keras.layers.Dense(64, activation="relu")(h)
out = keras.layers.Dense(C)(h)
model = keras.Model(inp, out)
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
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
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {np.mean(running[-10:]):.4f}")
