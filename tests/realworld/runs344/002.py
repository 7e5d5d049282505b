# Custom training loop ported from a PyTorch script (early-stopping check inside the step)
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(1)
x = rng.normal(size=(4096, 20)).astype("float32")
w = rng.normal(size=(20,)).astype("float32")
y = (x @ w + 0.1 * rng.normal(size=4096)).astype("float32")[:, None]
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).batch(128).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="gelu"),
                          keras.layers.Dense(64, activation="gelu"), keras.layers.Dense(1)])
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.MeanSquaredError()
history = []

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = loss_fn(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    history.append(loss.numpy().item())
    return loss

for epoch in range(5):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
