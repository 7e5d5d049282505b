"""Building power-consumption regression (watts) trained with mixed precision to speed it up.
Custom tf.GradientTape loop ported from the PyTorch script (nn.MSELoss(reduction='sum'), torch.autocast)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")

rng = np.random.default_rng(20)
N, D = 4096, 10
X = rng.normal(size=(N, D)).astype("float32")
watts = (350 + 60 * X[:, 0] - 40 * X[:, 1] + 25 * X[:, 2] * X[:, 3] + rng.normal(0, 10, N)).astype("float32")
print(f"target watts: mean={watts.mean():.1f} std={watts.std():.1f}")
ds = tf.data.Dataset.from_tensor_slices((X, watts[:, None])).shuffle(N, seed=0).batch(128)

model = keras.Sequential([
    keras.Input((D,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
print("output layer compute dtype:", model.layers[-1].compute_dtype)
optimizer = keras.optimizers.Adam(1e-3)


def sum_squared_error(y_true, y_pred):
    # torch.nn.MSELoss(reduction="sum")
    y_true = tf.cast(y_true, y_pred.dtype)
    return tf.reduce_sum(tf.square(y_pred - y_true))


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        pred = model(x, training=True)
        loss = sum_squared_error(y, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss, tf.reduce_mean(tf.abs(tf.cast(pred, tf.float32) - y))


for epoch in range(4):
    for step, (x, y) in enumerate(ds):
        loss, mae = train_step(x, y)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:2d} | loss {float(loss):.2f} | mae {float(mae):.3f}")
print("sample predictions:", model.predict(X[:4], verbose=0).ravel(), "targets:", watts[:4])
