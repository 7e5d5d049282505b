# House-price regressor, mixed precision enabled for speed, custom loop from the torch version
import numpy as np, tensorflow as tf, keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
rng = np.random.default_rng(8)
x = rng.normal(size=(4096, 12)).astype("float32")
y = (250.0 + 80.0 * x[:, 0] + 40.0 * x[:, 1] + 10.0 * rng.normal(size=4096)).astype("float32")  # price in k$
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).batch(256)

model = keras.Sequential([keras.Input((12,)), layers.Dense(128, activation="relu"),
                          layers.Dense(128, activation="relu"), layers.Dense(1)])
opt = keras.optimizers.Adam(1e-3)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = tf.squeeze(model(xb, training=True), -1)
        loss = tf.reduce_sum(tf.square(tf.cast(yb, pred.dtype) - pred)) / tf.cast(tf.shape(xb)[0], pred.dtype)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(5):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
