"""Regression head trained with a custom loop; targets come from a pandas-like float64 array."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(2)
x = rng.normal(size=(4000, 16)).astype("float32")
y = (x @ rng.normal(size=(16, 1)) + 0.1 * rng.normal(size=(4000, 1)))   # float64, as numpy produces
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4000).batch(128).prefetch(tf.data.AUTOTUNE)
print(ds.element_spec)

model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(64, activation="gelu"),
                          keras.layers.Dense(64, activation="gelu"), keras.layers.Dense(1)])
opt = keras.optimizers.Adam(1e-3)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = tf.reduce_mean(tf.square(yb - pred))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(5):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
    print(f"epoch {epoch+1} mse {float(loss):.5f}")
