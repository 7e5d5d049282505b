# Custom GradientTape training loop for a small MLP regressor (healthy).
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

tf.random.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(6000, 16)).astype("float32")
w = rng.normal(size=(16, 1)).astype("float32")
y = (np.tanh(X @ w) + 0.05 * rng.normal(size=(6000, 1))).astype("float32")

train = tf.data.Dataset.from_tensor_slices((X[:5000], y[:5000])).shuffle(5000, seed=0).batch(64).repeat()
val = tf.data.Dataset.from_tensor_slices((X[5000:], y[5000:])).batch(256)

model = keras.Sequential([keras.Input((16,)), layers.Dense(64, activation="relu"),
                          layers.Dense(64, activation="relu"), layers.Dense(1)])
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.MeanSquaredError()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = loss_fn(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

t0 = time.time()
it = iter(train)
for step in range(1, 601):
    xb, yb = next(it)
    loss = train_step(xb, yb)
    if step % 50 == 0:
        vl = np.mean([float(loss_fn(yv, model(xv, training=False))) for xv, yv in val])
        print(f"step {step:4d} | loss {float(loss):.4f} | val_loss {vl:.4f} | {time.time() - t0:.1f}s")
model.save_weights("/home/user/project/mlp.weights.h5")
print("done, weights saved")
