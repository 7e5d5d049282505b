# Port of a PyTorch training loop that tracks a running loss with loss.item().
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(9)
x = rng.normal(size=(3000, 16)).astype("float32")
y = (np.sin(x[:, 0]) + x[:, 1] * x[:, 2]).astype("float32")[:, None]
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(3000).batch(50)

model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(64, activation="tanh"),
                          keras.layers.Dense(64, activation="tanh"), keras.layers.Dense(1)])
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.MeanSquaredError()
history = []

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    history.append(loss.numpy())      # running_loss += loss.item()
    return loss

for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        train_step(xb, yb)
    print(f"epoch {epoch} mean loss {np.mean(history[-60:]):.4f}")
