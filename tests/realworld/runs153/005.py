"""Custom mixed-precision training loop for a small regression MLP on raw (unnormalised) sensor
readings; dynamic loss scaling as recommended in the mixed-precision guide."""
import numpy as np
import tensorflow as tf
import keras

keras.mixed_precision.set_global_policy("mixed_float16")

rng = np.random.default_rng(5)
X = (rng.normal(size=(4096, 12)) * 5000.0 + 101325.0).astype("float32")   # raw pressure readings (Pa), no scaling
y = ((X - 101325.0) @ rng.normal(size=(12, 1)) * 1e-3).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(4096).batch(128).repeat()

model = keras.Sequential([
    keras.Input((12,)),
    keras.layers.Dense(256, activation="relu"),
    keras.layers.Dense(256, activation="relu"),
    keras.layers.Dense(1, dtype="float32"),
])
opt = keras.optimizers.LossScaleOptimizer(keras.optimizers.Adam(1e-3))

@tf.function
def train_step(x, yb):
    with tf.GradientTape() as tape:
        pred = model(x, training=True)
        loss = tf.reduce_mean(tf.square(pred - yb))
        scaled = opt.scale_loss(loss)
    grads = tape.gradient(scaled, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

it = iter(ds)
for step in range(1, 201):
    x, yb = next(it)
    loss = train_step(x, yb)
    if step % 10 == 0:
        print(f"step {step:4d} | loss {float(loss):.4e} | loss_scale {float(opt.dynamic_scale):.6g} "
              f"| iterations {int(opt.iterations)}")
