"""Depth-from-image regressor trained with mixed precision in a custom loop
(following the 'mixed precision + custom training loop' recipe: policy,
LossScaleOptimizer, scaled gradients)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")

rng = np.random.default_rng(2)
imgs = rng.random((512, 32, 32, 3)).astype("float32")
depth = (imgs.mean(axis=(1, 2, 3)) * 10.0)[:, None].astype("float32")
ds = tf.data.Dataset.from_tensor_slices((imgs, depth)).shuffle(512).batch(32)

model = keras.Sequential([
    keras.Input(shape=(32, 32, 3)),
    layers.Conv2D(32, 3, strides=2, activation="relu"),
    layers.Conv2D(64, 3, strides=2, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
optimizer = keras.mixed_precision.LossScaleOptimizer(keras.optimizers.Adam(1e-3))
print("policy:", keras.mixed_precision.global_policy().name,
      "| head compute dtype:", model.layers[-1].compute_dtype)


def depth_l2_loss(y_true, y_pred):
    diff = tf.math.squared_difference(y_true, y_pred)
    return tf.reduce_mean(diff)


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        pred = model(x, training=True)
        loss = depth_l2_loss(y, pred)
        scaled = optimizer.scale_loss(loss)
    grads = tape.gradient(scaled, model.trainable_variables)
    optimizer.apply(grads, model.trainable_variables)
    return loss


for epoch in range(3):
    for step, (x, y) in enumerate(ds):
        loss = train_step(x, y)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
