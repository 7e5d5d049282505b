"""Inference/eval helper compiled with a fixed input_signature (to avoid retracing on the
ragged last batch), reused for the validation pass with training=False and
for MC-dropout uncertainty with training=True, like model.train() in torch."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(22)
x = rng.normal(size=(1100, 16)).astype("float32")
y = (x[:, 0] - x[:, 3] + 0.3 * rng.normal(size=1100)).astype("float32")

model = keras.Sequential([keras.Input(shape=(16,)), layers.Dense(64, activation="relu"),
                          layers.Dropout(0.2), layers.Dense(64, activation="relu"),
                          layers.Dropout(0.2), layers.Dense(1)])
model.compile(keras.optimizers.Adam(1e-3), "mse")
model.fit(x[:900], y[:900], epochs=3, batch_size=64, verbose=2)


@tf.function(input_signature=[tf.TensorSpec(shape=[None, 16], dtype=tf.float32)], reduce_retracing=True)
def predict_fn(batch, training=False):
    return model(batch, training=training)


val_ds = tf.data.Dataset.from_tensor_slices((x[900:], y[900:])).batch(64)
mse = np.mean([float(tf.reduce_mean((predict_fn(xb)[:, 0] - yb) ** 2)) for xb, yb in val_ds])
print(f"val mse: {mse:.4f}")

# MC dropout: 20 stochastic passes
samples = np.stack([predict_fn(tf.constant(x[900:964]), training=True).numpy() for _ in range(20)])
print("predictive std (mean over batch):", float(samples.std(0).mean()))
