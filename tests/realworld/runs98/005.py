"""Mixed-precision custom training loop, following the TF 2.x mixed precision guide
(LossScaleOptimizer + get_scaled_loss / get_unscaled_gradients)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers, mixed_precision

mixed_precision.set_global_policy("mixed_float16")

rng = np.random.default_rng(5)
x = rng.normal(size=(1024, 20)).astype("float32")
y = (x[:, 0] * x[:, 1] > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1024).batch(64)

model = keras.Sequential([
    keras.Input(shape=(20,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(128, activation="relu"),
    layers.Dense(2),
    layers.Activation("linear", dtype="float32"),
])
optimizer = mixed_precision.LossScaleOptimizer(keras.optimizers.Adam(1e-3))
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
        scaled_loss = optimizer.get_scaled_loss(loss)
    scaled_grads = tape.gradient(scaled_loss, model.trainable_variables)
    grads = optimizer.get_unscaled_gradients(scaled_grads)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


print("compute dtype:", model.layers[0].compute_dtype, "variable dtype:", model.layers[0].variable_dtype)
for epoch in range(3):
    losses = []
    for xb, yb in ds:
        losses.append(float(train_step(xb, yb)))
    print(f"epoch {epoch} loss {np.mean(losses):.4f}")
