"""Tabular MLP, custom loop ported from a PyTorch script (loss.item() -> running loss)."""
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(1)
rng = np.random.default_rng(1)

N, D = 8000, 20
x = rng.normal(size=(N, D)).astype("float32")
w_true = rng.normal(size=(D,)).astype("float32")
y = (x @ w_true + 0.3 * rng.normal(size=N) > 0).astype("float32")[:, None]

ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(128).prefetch(2)

model = keras.Sequential([
    keras.Input((D,)),
    keras.layers.Dense(64, activation="gelu"),
    keras.layers.LayerNormalization(),
    keras.layers.Dense(64, activation="gelu"),
    keras.layers.Dense(1),
])
opt = keras.optimizers.Adam(3e-4)
bce = keras.losses.BinaryCrossentropy(from_logits=True)
print(f"params: {model.count_params()}")

running = {"loss": 0.0, "n": 0}


@tf.function(reduce_retracing=True)
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = bce(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    grads, gnorm = tf.clip_by_global_norm(grads, 1.0)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    running["loss"] += loss.numpy() * xb.shape[0]
    running["n"] += xb.shape[0]
    return gnorm


for epoch in range(3):
    running["loss"], running["n"] = 0.0, 0
    for i, (xb, yb) in enumerate(ds):
        gnorm = train_step(xb, yb)
        if i % 20 == 0:
            print(f"epoch {epoch} iter {i} grad_norm {float(gnorm):.3f}")
    print(f"epoch {epoch} mean loss {running['loss'] / running['n']:.4f}")
